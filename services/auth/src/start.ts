// First: OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must patch http and express before they load.
import '@agency/server-kit/telemetry';
import { connectDb, createLogger, createMailer, createSeedMarkers, startService } from '@agency/server-kit';
import { createAccountRepository } from './accounts/account-repository';
import { createApp } from './app';
import { loadAuthConfig } from './config';
import { seedAccounts } from './seed/seed-accounts';
import { assertKeyPair, createTokenSigner } from './sessions/token-signer';

async function main() {
  const config = loadAuthConfig();
  const logger = createLogger({ name: 'auth', level: config.logLevel });
  const signer = { privateKey: config.jwtPrivateKey, issuer: config.jwt.issuer, audience: config.jwt.audience };
  assertKeyPair(createTokenSigner(signer), config.jwt);
  const db = await connectDb(config.mongoUri, config.dbName, { logger });
  if (config.seedDemo) {
    // seedOnce logs the one start-up line: seeded, or skipped and why.
    await seedAccounts({ accounts: createAccountRepository(db), markers: createSeedMarkers(db), logger }, config.seedAccounts);
  }
  const mailer = createMailer(config.mail);
  const app = createApp({
    db,
    signer,
    internalToken: config.internalToken,
    totpKey: config.totpKey,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    adminUrl: config.urls.admin,
    floodLimits: config.floodLimits,
    logger,
  });
  await startService(app, config.port, { host: config.host, metricsPort: config.metricsPort });
}

main().catch((err: Error) => {
  console.error(err.name === 'ConfigError' ? err.message : err);
  process.exit(1);
});
