// The front-end images' entry point.
import { loadStaticServerConfig } from './config';
import { createStaticServer } from './static-server';

const { root, port, host } = loadStaticServerConfig();
const server = createStaticServer({ root }).listen(port, host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'static server listening', root, host, port }));
});
// Nothing in flight matters more than a fast stop: close and go.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
