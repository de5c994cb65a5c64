import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { getServiceState, stopBackgroundWork } from './service-state';

export interface StartServiceOptions {
  /** The interface to listen on; loopback unless a container asks for every interface (HOST=0.0.0.0). */
  host?: string;
  /** Install SIGTERM/SIGINT handlers that drain and exit the process (off in tests). */
  handleSignals?: boolean;
  /**
   * Time between readiness flipping to 503 and closing the listener, so load balancers notice and
   * callers' pooled keep-alive sockets are retired (SIGNAL_DRAIN_DELAY_MS when handling signals, else 0).
   */
  drainDelayMs?: number;
  /** In-flight requests still running after this are cut off. */
  shutdownTimeoutMs?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  /** Graceful stop: readiness 503, stop accepting, finish in-flight requests, close the database. */
  stop(): Promise<void>;
}

/**
 * Longer than a caller keeps an idle pooled socket: Node's server says `Keep-Alive: timeout=5` and Node's
 * and undici's clients drop an idle socket a second before that, so by the time the listener closes no
 * caller holds a socket it would reuse (a request written into a socket being closed is lost).
 */
export const SIGNAL_DRAIN_DELAY_MS = 5000;

/**
 * While draining, every answer says `Connection: close`, so a caller (the gateway's pool) opens its next
 * connection elsewhere instead of reusing this one. Set as the head goes out, so that a route's own
 * `Connection` header (an event stream's) cannot keep the socket.
 */
export function closeConnectionsWhile(draining: () => boolean): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      // Read as the head goes out: a request that began before the drain closes its connection too.
      if (draining()) this.setHeader('connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  };
}

export async function startService(app: Express, port: number, options: StartServiceOptions = {}): Promise<RunningService> {
  const { host = '127.0.0.1', handleSignals = true, shutdownTimeoutMs = 10_000 } = options;
  const drainDelayMs = options.drainDelayMs ?? (handleSignals ? SIGNAL_DRAIN_DELAY_MS : 0);
  const state = getServiceState(app);
  const server = createServer(app);
  server.prependListener(
    'request',
    closeConnectionsWhile(() => state.draining),
  );
  // Not app.listen: express 5 hands listen errors to the callback, which would read as success.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  state.logger.info('listening', { host, port: actualPort });

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= drainAndClose());

  async function drainAndClose() {
    state.draining = true;
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets that finish their request become idle: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
    await stopBackgroundWork(app);
    await state.db?.close();
    state.logger.info('stopped');
  }

  if (handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        state.logger.info('shutting down', { signal });
        stop().then(
          () => process.exit(0),
          (err: Error) => {
            state.logger.error('shutdown failed', { err: err.message });
            process.exit(1);
          },
        );
      });
    }
  }
  return { server, port: actualPort, stop };
}
