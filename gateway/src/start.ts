// Starts the gateway. On SIGTERM/SIGINT it drains (graceful-stop.ts: readiness 503, then the listener
// closes and in-flight requests finish), then exits 0.
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    stopGracefully(server, app, logger).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
