// How the gateway leaves a fleet (SIGTERM on a rolling restart or a scale-in): /readyz answers 503 at
// once and every answer says `Connection: close`, while the listener still serves, so the load balancer
// and keep-alive clients move to another replica; then the listener closes, in-flight requests finish,
// and a stuck one (an event stream) cannot hold the process past the grace period.
import type http from 'node:http';
import type { GatewayApp } from './app';
import type { Logger } from './logger';

/** Longer than a client keeps an idle keep-alive socket (Node's `Keep-Alive: timeout=5`, clients drop it at 4 s). */
export const DRAIN_DELAY_MS = 5000;
/** After the drain: how long in-flight requests may still run. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Sets `Connection: close` as the head goes out: a proxied answer's own `Connection` header must not keep the socket. */
export function closeConnectionsWhile(draining: () => boolean): http.RequestListener {
  return (_req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      // Read as the head goes out: a request that began before the drain closes its connection too.
      if (draining()) this.setHeader('connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  };
}

export async function stopGracefully(
  server: http.Server,
  app: GatewayApp,
  logger: Logger,
  { drainDelayMs = DRAIN_DELAY_MS, graceMs = SHUTDOWN_GRACE_MS } = {},
): Promise<void> {
  app.startDraining();
  await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
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
