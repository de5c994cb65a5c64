import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { serveMetrics, type MetricsServer } from './metrics';
import { closeConnectionsWhile, DRAIN_DELAY_MS, drainConnections, followUnusedConnections } from './graceful-http';
import { getServiceState, stopBackgroundWork } from './service-state';
import { flushTraces } from './trace-context';

export interface StartServiceOptions {
  /** The interface to listen on; loopback unless a container asks for every interface (HOST=0.0.0.0). */
  host?: string;
  /** Install SIGTERM/SIGINT handlers that drain and exit the process (off in tests). */
  handleSignals?: boolean;
  /**
   * At most this long between readiness flipping to 503 and closing the listener, so load balancers notice
   * and callers retire their pooled sockets; less when no connection is left open (graceful-http.ts).
   * DRAIN_DELAY_MS when handling signals, else 0.
   */
  drainDelayMs?: number;
  /** In-flight requests still running after this are cut off. */
  shutdownTimeoutMs?: number;
  /** Serve /metrics on this port (METRICS_PORT; 0: any free port), on the same host; absent: no metrics listener. */
  metricsPort?: number;
}

export interface RunningService {
  server: Server;
  port: number;
  /** The metrics listener's port, when one was asked for. */
  metricsPort?: number;
  /** Graceful stop: readiness 503, stop accepting, finish in-flight requests, close the database. */
  stop(): Promise<void>;
}

export async function startService(app: Express, port: number, options: StartServiceOptions = {}): Promise<RunningService> {
  const { host = '127.0.0.1', handleSignals = true, shutdownTimeoutMs = 10_000, metricsPort } = options;
  const drainDelayMs = options.drainDelayMs ?? (handleSignals ? DRAIN_DELAY_MS : 0);
  const state = getServiceState(app);
  const server = createServer(app);
  server.prependListener(
    'request',
    closeConnectionsWhile(() => state.draining),
  );
  const closeUnusedConnections = followUnusedConnections(server);
  // Not app.listen: express 5 hands listen errors to the callback, which would read as success.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  // Its own listener, not a route of the app: the gateway proxies /api/<service>/* to the app's port.
  const metrics: MetricsServer | undefined = metricsPort === undefined ? undefined : await serveMetrics(metricsPort, host);
  state.logger.info('listening', { host, port: actualPort, ...(metrics ? { metricsPort: metrics.port } : {}) });

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= drainAndClose());

  async function drainAndClose() {
    state.draining = true;
    await drainConnections(server, drainDelayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets that finish their request become idle: close them as they do, and those never used.
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      closeUnusedConnections();
    }, 50);
    const force = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
    server.closeIdleConnections();
    closeUnusedConnections();
    await closed;
    clearInterval(sweep);
    clearTimeout(force);
    await stopBackgroundWork(app);
    await state.db?.close();
    await metrics?.close();
    state.logger.info('stopped');
  }

  if (handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        state.logger.info('shutting down', { signal });
        stop()
          .then(() => flushTraces())
          .then(
            () => process.exit(0),
            (err: Error) => {
              state.logger.error('shutdown failed', { err: err.message });
              process.exit(1);
            },
          );
      });
    }
  }
  return { server, port: actualPort, metricsPort: metrics?.port, stop };
}
