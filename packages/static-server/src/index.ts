export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';
export { createStaticServer, type StaticServerOptions } from './static-server';
export { releaseDirs, serverHtml, type ServerHtml, type ServerHtmlOptions } from './server-html';
export { DEFAULT_KEEP_RELEASES, findHashedFile, keepOwnRelease, ownReleaseName, pruneReleases, releaseFolder } from './releases';
