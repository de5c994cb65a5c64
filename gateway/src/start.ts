// Starts the gateway. On SIGTERM/SIGINT it drains (graceful-stop.ts: readiness 503, then the listener
// closes and in-flight requests finish), then exits 0.
// First: OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must patch http and express before they load.
import '@agency/server-kit/telemetry';
import { flushTraces, serveMetrics } from '@agency/server-kit';
import { createGatewayApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { stopGracefully } from './graceful-stop';
import { createGatewayServer } from './server';

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
  // Not on the public port: only what can reach METRICS_PORT on HOST (Prometheus) reads it.
  if (config.metricsPort !== undefined) {
    serveMetrics(config.metricsPort, config.metricsHost).then(
      (metrics) => logger.info('metrics listening', { host: config.metricsHost, port: metrics.port }),
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
    stopGracefully(server, app, logger)
      .then(() => flushTraces())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
