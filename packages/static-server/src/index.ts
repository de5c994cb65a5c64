export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';
export { createStaticServer, type StaticServerOptions } from './static-server';
export { releaseDirs, serverHtml, type ServerHtml, type ServerHtmlOptions } from './server-html';
export { findHashedFile, keepOwnRelease, ownReleaseName, releaseFolder } from './releases';
