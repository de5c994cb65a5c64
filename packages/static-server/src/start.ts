// The front-end images' entry point.
import { loadStaticServerConfig } from './config';
import { keepOwnRelease, ownReleaseName } from './releases';
import { createStaticServer } from './static-server';

const { root, port, host, releasesDir, releaseId } = loadStaticServerConfig();
const release = ownReleaseName(root, releaseId);
let added = false;
try {
  added = releasesDir ? keepOwnRelease(root, releasesDir, release) : false;
} catch (err) {
  // Serving the own build matters more than keeping it for later: say so and go on.
  console.error(JSON.stringify({ level: 'error', msg: 'release not kept', releasesDir, release, message: (err as Error).message }));
}
const server = createStaticServer({ root, releasesDir }).listen(port, host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'static server listening', root, host, port, release, releasesDir, added }));
});
// Nothing in flight matters more than a fast stop: close and go.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
