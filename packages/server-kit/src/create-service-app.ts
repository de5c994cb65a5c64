import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Connection } from 'mongoose';
import { handleErrors, handleNotFound } from './error-middleware';
import { idempotentPosts } from './idempotency';
import { createLogger, logRequests, type Logger } from './logger';
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
}

/** An express 5 app with the house defaults: JSON body limit, probes, request log, one error shape. */
export function createServiceApp({ name, routes, db, logger = createLogger({ name }), background = [] }: ServiceAppOptions): Express {
  const app = express();
  const state: ServiceState = { name, db, logger, draining: false, background };
  setServiceState(app, state);

  app.disable('x-powered-by');
  app.use(logRequests(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', answerReadiness(state));
  app.use(express.json({ limit: '100kb' }));
  if (db) app.use(idempotentPosts(db));
  for (const route of routes) app.use(route);
  app.use(handleNotFound);
  app.use(handleErrors(logger));
  return app;
}
