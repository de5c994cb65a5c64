// First: OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must patch http and express before they load.
import '@agency/server-kit/telemetry';
import { connectDb, createLogger, startService } from '@agency/server-kit';
import { createApp } from './app';
import { loadMemberConfig } from './config';

async function main() {
  const config = loadMemberConfig();
  const logger = createLogger({ name: 'member', level: config.logLevel });
  const db = await connectDb(config.mongoUri, config.dbName, { logger });
  // SEED_DEMO: no demo tasks; tasks belong to member accounts, which admins create.
  await startService(
    createApp({ db, jwt: config.jwt, userUrl: config.userUrl, internalToken: config.internalToken, logger }),
    config.port,
    { host: config.host, metricsPort: config.metricsPort },
  );
}

main().catch((err: Error) => {
  console.error(err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
