// Builds the gateway (no listen, so tests run it in-process on port 0). Order matters: proxies come
// before compression and before any body parser, so proxied bodies stream through untouched.
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { closeConnectionsWhile, countRequests, traceRequests } from '@agency/server-kit';
import { apiRoutes } from './api-routes';
import { clientErrorRoutes } from './client-error-routes';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config';
import { healthRoutes } from './health-routes';
import { docsRoutes } from './docs-routes';
import { formRoutes } from './form-routes';
import { guardPath } from './path-guard';
import { createLogger, type Logger } from './logger';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';
import { sendError, sendNotFound } from './send-error';
import { staticRoutes } from './static-routes';
import { watchReleasePointers } from './release-pointers';
import { releaseRouting } from './release-routing';
import { createUpstreamProxy, type UpstreamProxy } from './upstream-proxy';
import { DEFAULT_BREAKER } from './circuit-breaker';

export type GatewayApp = Express & {
  /** Releases the pooled upstream connections; call after the HTTP server has closed. */
  closeUpstreams(): void;
  /** Shutting down: /readyz answers 503 and every answer closes its connection (graceful-stop.ts). */
  startDraining(): void;
};

export function createGatewayApp(config: GatewayConfig, logger: Logger = createLogger(config.logLevel)): GatewayApp {
  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      createUpstreamProxy({
        name,
        target: config.services[name],
        timeoutMs: config.proxyTimeoutMs,
        logger,
        breaker: {
          ...DEFAULT_BREAKER,
          resetTimeoutMs: config.circuitResetMs,
          consecutiveFailures: config.circuitConsecutiveFailures,
          readyProbeMs: config.circuitReadyProbeMs,
        },
      }),
    ]),
  ) as Record<ServiceName, UpstreamProxy>;

  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    closeConnectionsWhile(() => draining)(req, res);
    next();
  });
  app.set('etag', 'strong');

  // Every answer counted on /metrics (served on METRICS_PORT by start.ts, never on this app's port).
  app.use(countRequests());
  app.use(traceRequests());
  app.use(requestContext(logger));
  app.use(securityHeaders(config));
  app.use(guardPath);
  // What /readyz finds ready is ready for the proxies too: the gateway never says ready and then refuses.
  app.use(
    healthRoutes(
      config,
      (name) => proxies[name].sawReady(),
      () => draining,
    ),
  );
  // The API docs are the gateway's own answers: before the proxies, whose /api catch-all answers 404.
  app.use(docsRoutes());
  // Also the gateway's own (reports of page code that failed to load in a browser), before the /api proxies.
  app.use(clientErrorRoutes(logger));
  app.use(apiRoutes(proxies));
  // Prometheus' path is served on METRICS_PORT only (start.ts). Here a plain 404 whatever the front end's
  // state, so a scraper pointed at the public port fails clearly instead of reading a page.
  app.all('/metrics', (_req, res) => sendNotFound(res));
  // The server HTML's forms sent without the app (sign-in pages, the contact form): after the proxies, each
  // route with its own small body parser.
  app.use(formRoutes(config, logger));

  // Only what the gateway serves itself is compressed; proxied answers keep the service's encoding.
  app.use(compression());
  const pointers = watchReleasePointers({ adminUrl: config.services.admin, ...config.releases, logger });
  app.use(releaseRouting({ pointers, overrideSecret: config.releases.overrideSecret }));
  app.use(staticRoutes(config));
  app.use((_req, res) => sendNotFound(res));

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error('unhandled error', { requestId: req.headers['x-request-id'], message: String(err?.stack ?? err) });
    if (status === 500) sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again later.');
    else sendError(res, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', status === 404 ? 'Not found' : 'Bad request');
  };
  app.use(onError);

  return Object.assign(app, {
    closeUpstreams: () => {
      Object.values(proxies).forEach((p) => p.close());
      pointers.stop();
    },
    startDraining: () => void (draining = true),
  });
}
