// First: OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must patch http and express before they load.
import '@agency/server-kit/telemetry';
import { connectDb, createLogger, createSeedMarkers, startService } from '@agency/server-kit';
import { createApp } from './app';
import { loadAdminConfig } from './config';
import { createClientRepository } from './clients/client-repository';
import { createDomainRepository } from './domains/domain-repository';
import { createMemberProfileRepository } from './members/member-profile-repository';
import { createProjectRepository } from './projects/project-repository';
import { seedDemoData } from './seed/seed-demo';

async function main() {
  const config = loadAdminConfig();
  const logger = createLogger({ name: 'admin', level: config.logLevel });
  const db = await connectDb(config.mongoUri, config.dbName, { logger });
  // Domains from before stored slugs get theirs before the first request reads the team pages.
  const backfilled = await createDomainRepository(db).backfillSlugs();
  if (backfilled > 0) logger.info('domain slugs stored', { domains: backfilled });
  if (config.seedDemo) {
    // seedOnce logs one start-up line per set: seeded, or skipped and why.
    await seedDemoData({
      domains: createDomainRepository(db),
      members: createMemberProfileRepository(db),
      markers: createSeedMarkers(db),
      projects: createProjectRepository(db),
      clients: createClientRepository(db),
      logger,
    });
  }
  await startService(
    createApp({
      db,
      jwt: config.jwt,
      authUrl: config.urls.auth,
      userUrl: config.urls.user,
      memberUrl: config.urls.member,
      internalToken: config.internalToken,
      operatorToken: config.operatorToken,
      releaseOverrideSecret: config.releaseOverrideSecret,
      logger,
    }),
    config.port,
    { host: config.host, metricsPort: config.metricsPort },
  );
}

main().catch((err: Error) => {
  // A bad environment is an operator error: print the message, not a stack.
  console.error(err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
