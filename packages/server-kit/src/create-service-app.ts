import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Connection } from 'mongoose';
import { identifyAccount, type JwtVerifyOptions } from './auth-guard';
import { applyBodyRules } from './body-rules';
import { handleErrors, handleNotFound } from './error-middleware';
import { idempotentPosts } from './idempotency';
import { createLogger, logRequests, type Logger } from './logger';
import { traceRequests } from './trace-context';
import { countRequests } from './metrics';
import { watchOutboxBacklog } from './outbox-metrics';
import { answerReadiness } from './readiness';
import { setServiceState, type ServiceState } from './service-state';

export interface ServiceAppOptions {
  name: string;
  /** Feature routers, mounted in order after the body parser. */
  routes: Array<Router | RequestHandler>;
  /** The service's database; /readyz answers 503 while it does not answer. */
  db?: Connection;
  logger?: Logger;
  /** Work the app runs in the background (an outbox relay): stopped before the database closes. */
  background?: Array<{ stop(): Promise<void> }>;
  /** POST paths (Express syntax) that take multipart/form-data besides JSON; every other body must be JSON. */
  multipartRoutes?: readonly string[];
  /** The service's token check: Idempotency-Keys are then scoped by the verified account, not the header. */
  jwt?: Omit<JwtVerifyOptions, 'sessionState'>;
}

/** An express 5 app with the house defaults: body rules (body-rules.ts), probes, request log and metrics, one error shape. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const { name, routes, db, logger = createLogger({ name }), background = [], multipartRoutes, jwt } = options;
  const app = express();
  const state: ServiceState = { name, db, logger, draining: false, background };
  setServiceState(app, state);

  app.disable('x-powered-by');
  app.use(countRequests());
  app.use(traceRequests());
  app.use(logRequests(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', answerReadiness(state));
  applyBodyRules(app, multipartRoutes);
  if (db) watchOutboxBacklog(db);
  if (db) app.use(idempotentPosts(db, { identify: jwt && identifyAccount(jwt) }));
  for (const route of routes) app.use(route);
  app.use(handleNotFound);
  app.use(handleErrors(logger));
  return app;
}
