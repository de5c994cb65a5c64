// `npm start`: builds what is not built, then runs the embedded database, the four services and the
// gateway as separate processes on one URL. Ctrl-C stops all of it. See docs/interfaces.md for the env.
import fs from 'node:fs';
import path from 'node:path';
import { readStackConfig, SERVICES } from './lib/stack-config.mjs';
import { WEB_APPS, isBuildCurrent, buildApps } from './lib/web-build.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { waitForHttpOk, waitForTcp } from './lib/wait-for.mjs';

const TSX = ['--import', 'tsx'];
const config = readStackConfig();
// The pid file lets the fault tests (e2e) stop one part of a running stack on purpose.
const pidFile = path.join(config.dataDir, 'pids.json');
const supervisor = createSupervisor({ onSpawn: writePids, holdDir: path.join(config.dataDir, 'hold') });

function writePids() {
  const pids = Object.fromEntries([...supervisor.entries()].map((e) => [e.name, e.child?.pid ?? null]));
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(pidFile, JSON.stringify(pids));
}
const startedAt = Date.now();

async function buildStaleApps() {
  const stale = WEB_APPS.filter((app) => !isBuildCurrent(app));
  if (stale.length === 0) return;
  console.log(`building ${stale.join(', ')} (first start or sources changed)…`);
  await buildApps(stale);
}

async function startDatabase() {
  if (config.externalMongoUri) return config.externalMongoUri;
  const dbPath = path.join(config.dataDir, 'db');
  fs.mkdirSync(dbPath, { recursive: true });
  const entry = supervisor.start('devdb', [...TSX, 'packages/devdb/src/cli.ts', '--port', String(config.dbPort), '--dbpath', dbPath]);
  await waitForTcp(config.dbPort, { isAlive: () => entry.child !== null });
  return `mongodb://127.0.0.1:${config.dbPort}`;
}

function serviceUrls() {
  return Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${config.servicePorts[s]}`]));
}

async function startServices(mongoUri) {
  const secrets = ensureSecrets(config.dataDir);
  const common = {
    MONGODB_URI: mongoUri,
    JWT_PUBLIC_KEY: secrets.publicKey,
    INTERNAL_TOKEN: secrets.internalToken,
    SEED_DEMO: '1',
    LOG_LEVEL: config.logLevel,
    OUTBOX_DIR: path.join(config.dataDir, 'outbox'),
    // Reset links in e-mails point here (never at a request's Host header).
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${config.port}`,
    ...serviceUrls(),
    ...config.seed,
  };
  const entries = SERVICES.map((name) => {
    const env = { ...common, PORT: String(config.servicePorts[name]) };
    if (name === 'auth') Object.assign(env, { JWT_PRIVATE_KEY: secrets.privateKey, TOTP_ENCRYPTION_KEY: secrets.totpKey });
    return supervisor.start(name, [...TSX, `services/${name}/src/start.ts`], env);
  });
  await Promise.all(
    entries.map((entry, i) =>
      waitForHttpOk(`http://127.0.0.1:${config.servicePorts[SERVICES[i]]}/readyz`, { isAlive: () => entry.child !== null }),
    ),
  );
}

async function startGateway() {
  const entry = supervisor.start('gateway', [...TSX, 'gateway/src/start.ts'], { PORT: String(config.port), ...serviceUrls() });
  await waitForHttpOk(`http://127.0.0.1:${config.port}/healthz`, { isAlive: () => entry.child !== null });
}

function printReady() {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
  Agency portal ready in ${seconds} s: http://localhost:${config.port}
  database: ${config.externalMongoUri ? 'MONGODB_URI' : `embedded devdb, data in ${config.dataDir}`}
  demo accounts (created on the first start into an empty database only; never re-created later):
  demo admin: ${config.seed.SEED_ADMIN_EMAIL} / ${config.seed.SEED_ADMIN_PASSWORD}  (sign in with role Admin)
  demo user:  ${config.seed.SEED_USER_EMAIL} / ${config.seed.SEED_USER_PASSWORD}  (role User)
  demo team:  aarav@agency.local, priya@agency.local, rohan@agency.local / Member@12345  (role Member; a new password at first sign-in)
  e-mails (password reset links): ${path.join(config.dataDir, 'outbox')}  (one .json file per message)
  Ctrl-C stops everything.
`);
}

async function shutdown(code) {
  await supervisor.stopAll();
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await buildStaleApps();
  const mongoUri = await startDatabase();
  // The gateway needs no service to listen (it answers 503 for one that is not up yet), so it starts
  // beside them: its own start (~0.9 s seen on a cold start) is no longer added after theirs.
  await Promise.all([startServices(mongoUri), startGateway()]);
  supervisor.keepAlive();
  printReady();
} catch (err) {
  console.error(`start-up failed: ${err.message}`);
  await shutdown(1);
}
