export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';
export { createStaticServer, type StaticServerOptions } from './static-server';
export { findHashedFile, keepOwnRelease, ownReleaseName, releaseFolder } from './releases';
