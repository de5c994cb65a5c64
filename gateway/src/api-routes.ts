// The API half of the gateway: canonical /api/<service>/* paths, the spec's few paths without /api
// (aliases), and a JSON 404 for any other /api path. Bodies are never parsed here: they stream through.
import { Router, type RequestHandler } from 'express';
import type { ServiceName } from './config';
import { sendNotFound } from './send-error';
import type { UpstreamProxy } from './upstream-proxy';

type Proxies = Record<ServiceName, UpstreamProxy>;

/** Proxies with the full original path (Express strips the mount path from req.url inside app.use). */
function forward(proxy: UpstreamProxy): RequestHandler {
  return (req, res, next) => {
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

export function apiRoutes(proxies: Proxies): Router {
  const router = Router();
  router.use('/api/auth', forward(proxies.auth));
  router.use('/api/user', forward(proxies.user));
  router.use('/api/member', forward(proxies.member));
  router.use('/api/admin', forward(proxies.admin));
  router.use('/api/contact', forward(proxies.admin));

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
