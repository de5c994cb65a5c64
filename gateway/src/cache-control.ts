// One caching rule for the front-end files wherever they are served: by the gateway from WEB_ROOT, or by
// each front end's own container (packages/static-server).
export { cacheControlFor, IMMUTABLE, NO_CACHE } from '@agency/static-server';
