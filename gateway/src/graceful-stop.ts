// How the gateway leaves a fleet (SIGTERM on a rolling restart or a scale-in): /readyz answers 503 at
// once and every answer says `Connection: close` while the listener still serves (server-kit's
// graceful-http.ts), so the load balancer and keep-alive clients move to another replica; then the
// listener closes, in-flight requests finish, and a stuck one (an event stream) cannot hold the process
// past the grace period.
import type http from 'node:http';
import { DRAIN_DELAY_MS, drainConnections } from '@agency/server-kit';
import type { GatewayApp } from './app';
import type { Logger } from './logger';

/** After the drain: how long in-flight requests may still run. */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function stopGracefully(
  server: http.Server,
  app: GatewayApp,
  logger: Logger,
  { drainDelayMs = DRAIN_DELAY_MS, graceMs = SHUTDOWN_GRACE_MS } = {},
): Promise<void> {
  app.startDraining();
  await drainConnections(server, drainDelayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Sockets whose request is done turn idle: close them as they do (close() alone waits for them).
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing them', { graceMs });
    server.closeAllConnections();
  }, graceMs);
  server.closeIdleConnections();
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
  app.closeUpstreams();
}
