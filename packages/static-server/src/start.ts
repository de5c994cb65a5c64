// The front-end images' entry point.
import { loadStaticServerConfig } from './config';
import { releaseDirs, serverHtml } from './server-html';
import { createStaticServer } from './static-server';

const config = loadStaticServerConfig();
const { root, port, host } = config;
const html = config.serverHtml && serverHtml({ ...config.serverHtml, buildDir: releaseDirs(root, config.serverHtml.releasesDir) });
const server = createStaticServer({ root, serverHtml: html }).listen(port, host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'static server listening', root, host, port, serverHtml: Boolean(html) }));
});
// Nothing in flight matters more than a fast stop: close and go.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
