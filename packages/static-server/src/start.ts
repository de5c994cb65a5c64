// The front-end images' entry point.
import { loadStaticServerConfig } from './config';
import { keepOwnRelease, ownReleaseName, pruneReleases } from './releases';
import { releaseDirs, serverHtml } from './server-html';
import { createStaticServer } from './static-server';

const config = loadStaticServerConfig();
const { root, port, host, releasesDir, releaseId, keepReleases } = config;
const release = ownReleaseName(root, releaseId);
let added = false;
let removed: string[] = [];
try {
  added = releasesDir ? keepOwnRelease(root, releasesDir, release) : false;
  removed = releasesDir ? pruneReleases(releasesDir, release, keepReleases) : [];
} catch (err) {
  // Serving the own build matters more than keeping it for later: say so and go on.
  console.error(JSON.stringify({ level: 'error', msg: 'releases not kept', releasesDir, release, message: (err as Error).message }));
}
const html = config.serverHtml && serverHtml({ ...config.serverHtml, buildDir: releaseDirs(root, releasesDir) });
const server = createStaticServer({ root, releasesDir, serverHtml: html }).listen(port, host, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'static server listening',
      root,
      host,
      port,
      release,
      releasesDir,
      added,
      removed,
      serverHtml: Boolean(html),
    }),
  );
});
// Nothing in flight matters more than a fast stop: close and go.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
