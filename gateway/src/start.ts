// Starts the gateway. On SIGTERM/SIGINT it stops accepting connections, lets in-flight requests finish,
// then exits 0; a stuck request cannot hold the process past the grace period.
import { serveMetrics } from '@agency/server-kit';
import { createGatewayApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createGatewayServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const app = createGatewayApp(config, logger);
  const server = createGatewayServer(app, config);
  server.once('error', (err) => {
    logger.error('cannot listen', { port: config.port, message: err.message });
    process.exit(1);
  });
  server.listen(config.port, () => {
    logger.info('gateway listening', { port: config.port, webRoot: config.webRoot, services: config.services });
  });
  // Not on the public port: only what can reach METRICS_PORT (Prometheus) reads it.
  if (config.metricsPort !== undefined) {
    serveMetrics(config.metricsPort, '0.0.0.0').then(
      (metrics) => logger.info('metrics listening', { port: metrics.port }),
      (err: Error) => {
        logger.error('cannot listen for metrics', { port: config.metricsPort, message: err.message });
        process.exit(1);
      },
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; exiting anyway', { graceMs: SHUTDOWN_GRACE_MS });
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets would otherwise hold it open.
    server.close(() => {
      app.closeUpstreams();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
