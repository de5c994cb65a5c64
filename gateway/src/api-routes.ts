// The API half of the gateway: canonical /api/<service>/* paths, the spec's few paths without /api
// (aliases), and a JSON 404 for any other /api path. Bodies are never parsed here: they stream through.
import { Router, type RequestHandler } from 'express';
import { API_ROUTES } from '@agency/contracts/openapi';
import { labelRoute } from '@agency/server-kit';
import { SERVICE_NAMES, type ServiceName } from './config';
import { sendNotFound } from './send-error';
import { NO_STORE, type UpstreamProxy } from './upstream-proxy';

type Proxies = Record<ServiceName, UpstreamProxy>;

// The spec's paths without /api (see below), which are API answers too.
const ALIASES = ['/user/profile', '/user/password', '/user/:id', '/auth/change-password', '/auth/forgot-password'];

// First segments of the paths this router proxies (Express matches them in any case).
const PROXIED_ROOTS: ReadonlySet<string> = new Set(['api', ...ALIASES.map((alias) => alias.split('/')[1]!)]);

/** A path under /api or under an alias's first segment: one that may reach a service. */
export const isProxiedPath = (path: string) => PROXIED_ROOTS.has((path.split('/')[1] ?? '').toLowerCase());

/**
 * Proxies with the full original path (Express strips the mount path from req.url inside app.use).
 * Counted on /metrics as `<mount>/*`: the service's own metrics carry its route patterns.
 */
function forward(proxy: UpstreamProxy, mount: string): RequestHandler {
  return (req, res, next) => {
    labelRoute(res, `${mount}/*`);
    req.url = req.originalUrl;
    void proxy.handler(req, res, next);
  };
}

/** Proxies an alias to its canonical path, `/user/profile` → `/api/user/profile`, keeping the query. */
function forwardAlias(proxy: UpstreamProxy): RequestHandler {
  return (req, res, next) => {
    req.url = `/api${req.originalUrl}`;
    void proxy.handler(req, res, next);
  };
}

/**
 * API answers are never stored by a browser or a shared cache: most depend on the caller's token (a
 * profile, a reset of 2FA, a customer's requests), and one left in a shared computer's cache is read by
 * the next person. The gateway's own answers (404, 502-504) get it here; proxied answers in the proxy,
 * where a public read (no Authorization) may keep a caching header its service chose.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', NO_STORE);
  next();
};

/**
 * Routes a service answers under another service's prefix, as the contracts' route registry lists them
 * (the integration tests hold the registry to each service's real router): the user service owns the
 * requests, so it answers the admin's queue, answers and services overview itself, with no hop between.
 */
export function routesAnsweredElsewhere() {
  // A service added to the registry (services.json) before the route registry lists it has no entries yet.
  const listed = API_ROUTES as Partial<Record<ServiceName, (typeof API_ROUTES)[keyof typeof API_ROUTES]>>;
  return SERVICE_NAMES.flatMap((service) =>
    (listed[service] ?? [])
      .filter(({ path }) => SERVICE_NAMES.some((other) => other !== service && path.startsWith(`/api/${other}/`)))
      .map(({ method, path }) => ({ service, method, path: path.replace(/\{(\w+)\}/g, ':$1') })),
  );
}

export function apiRoutes(proxies: Proxies): Router {
  const router = Router();
  router.use(['/api', ...ALIASES], noStore);
  for (const { service, method, path } of routesAnsweredElsewhere()) router[method](path, forward(proxies[service], `/api/${service}`));
  // Every service of the registry at /api/<name>, plus the spec's /api/contact, which the admin service answers.
  for (const name of SERVICE_NAMES) router.use(`/api/${name}`, forward(proxies[name], `/api/${name}`));
  router.use('/api/contact', forward(proxies.admin, '/api/contact'));

  // Exact paths only: `/user-dashboard` and other page routes never match these.
  router.put('/user/profile', forwardAlias(proxies.user));
  router.put('/user/password', forwardAlias(proxies.user));
  router.get('/user/:id', (req, res, next) => {
    // A browser navigating to /user/<x> wants a page (the shell redirects unknown routes), not JSON.
    if (req.headers['sec-fetch-mode'] === 'navigate') return next();
    forwardAlias(proxies.user)(req, res, next);
  });
  router.post('/auth/change-password', forwardAlias(proxies.auth));
  router.post('/auth/forgot-password', forwardAlias(proxies.auth));

  router.use('/api', (_req, res) => sendNotFound(res));
  return router;
}
