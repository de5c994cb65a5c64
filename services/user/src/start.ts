// First: OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must patch http and express before they load.
import '@agency/server-kit/telemetry';
import { connectDb, createLogger, createMailer, startService } from '@agency/server-kit';
import { createApp } from './app';
import { loadUserConfig } from './config';
import { startTaskCopyBackfill } from './requests/backfill-task-copies';
import { createRequestRepository } from './requests/request-repository';

async function main() {
  const config = loadUserConfig();
  const logger = createLogger({ name: 'user', level: config.logLevel });
  const db = await connectDb(config.mongoUri, config.dbName, { logger });
  // Requests from before the stored queue get theirs before the first admin queue is read.
  const backfilled = await createRequestRepository(db).backfillQueues();
  if (backfilled > 0) logger.info('request queues stored', { requests: backfilled });
  // Requests from before the task-status copies get theirs from the member service, in the background.
  startTaskCopyBackfill({
    requests: createRequestRepository(db),
    memberUrl: config.memberUrl,
    internalToken: config.internalToken,
    logger,
  });
  // SEED_DEMO: the user service has no demo data of its own yet (requests start empty).
  await startService(
    createApp({
      db,
      jwt: config.jwt,
      adminUrl: config.adminUrl,
      memberUrl: config.memberUrl,
      authUrl: config.urls.auth,
      internalToken: config.internalToken,
      logger,
      publicUrl: config.publicUrl,
      mailer: createMailer(config.mail),
      uploadQuotaBytes: config.uploadQuotaBytes,
      threadMailWindowMs: config.threadMailWindowMs,
    }),
    config.port,
    { host: config.host, metricsPort: config.metricsPort },
  );
}

main().catch((err: Error) => {
  console.error(err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
