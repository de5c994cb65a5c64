// `npm start`: builds what is not built, then runs the embedded database, the four services and the
// gateway as separate processes on one URL. Ctrl-C stops all of it. See docs/interfaces.md for the env.
import fs from 'node:fs';
import path from 'node:path';
import { readStackConfig, serviceDir, SERVICES } from './lib/stack-config.mjs';
import { WEB_APPS, isBuildCurrent, buildApps } from './lib/web-build.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { describeBusyPort, findBusyPort } from './lib/port-check.mjs';
import { waitForHttpOk, waitForTcp } from './lib/wait-for.mjs';

const TSX = ['--import', 'tsx'];
const config = readStackConfig();
// The pid file lets the fault tests (e2e) stop one part of a running stack on purpose.
const pidFile = path.join(config.dataDir, 'pids.json');
const supervisor = createSupervisor({ onSpawn: writePids, onExit: onPartExit, holdDir: path.join(config.dataDir, 'hold') });
let ready = false;
// Rejected by the first part that dies during start-up, so start-up fails at once instead of waiting.
let failStartup = () => {};
const partDied = new Promise((_resolve, reject) => (failStartup = reject));
partDied.catch(() => {});

/** How to tell that one part answers again (the database has no HTTP). */
function readinessOf(name) {
  if (name === 'devdb') return () => waitForTcp(config.dbPort, { timeoutMs: 10 * 60_000 });
  if (name === 'mfe-public') return () => waitForHttpOk(`http://127.0.0.1:${config.publicRemotePort}/healthz`, { timeoutMs: 10 * 60_000 });
  const port = name === 'gateway' ? config.port : config.servicePorts[name];
  return () => waitForHttpOk(`http://127.0.0.1:${port}/${name === 'gateway' ? 'healthz' : 'readyz'}`, { timeoutMs: 10 * 60_000 });
}

function onPartExit(entry, { code, signal }) {
  const how = signal ?? `code ${code}`;
  if (!ready) {
    failStartup(new Error(`${entry.name} exited (${how}) before it was ready; its log is above`));
    return;
  }
  // After "ready" a dead part is said plainly (its routes fail meanwhile), and so is its return.
  console.error(`!! ${entry.name} stopped (${how}); what it serves fails until it is back. Restarting it.`);
  readinessOf(entry.name)().then(
    () => console.log(`${entry.name} is back and ready.`),
    () => console.error(`!! ${entry.name} is still not ready after 10 minutes.`),
  );
}

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
    const env = { ...common, PORT: String(config.servicePorts[name]), METRICS_PORT: String(config.metricsPorts[name]) };
    if (name === 'auth') Object.assign(env, { JWT_PRIVATE_KEY: secrets.privateKey, TOTP_ENCRYPTION_KEY: secrets.totpKey });
    return supervisor.start(name, [...TSX, `${serviceDir(name)}/src/start.ts`], env);
  });
  await Promise.all(
    entries.map((entry, i) =>
      // A part that dies fails start-up at once (isAlive); a slow one on a loaded machine gets READY_TIMEOUT_MS.
      waitForHttpOk(`http://127.0.0.1:${config.servicePorts[SERVICES[i]]}/readyz`, {
        timeoutMs: config.readyTimeoutMs,
        isAlive: () => entry.child !== null,
      }),
    ),
  );
}

/**
 * The public remote's container as in production: its files and its own server HTML (its build's server
 * entry, the team pages' data read from the admin service). The gateway proxies /mfe/public/ to it and asks
 * it for the public pages' HTML.
 */
async function startPublicRemote() {
  const port = config.publicRemotePort;
  const entry = supervisor.start('mfe-public', [...TSX, 'packages/static-server/src/start.ts'], {
    PORT: String(port),
    ROOT: path.join('mfe-public', 'dist'),
    API_URL: `http://127.0.0.1:${config.servicePorts.admin}`,
  });
  await waitForHttpOk(`http://127.0.0.1:${port}/healthz`, { timeoutMs: config.readyTimeoutMs, isAlive: () => entry.child !== null });
}

async function startGateway() {
  const entry = supervisor.start('gateway', [...TSX, 'gateway/src/start.ts'], {
    PORT: String(config.port),
    MFE_PUBLIC_UPSTREAM_URL: `http://127.0.0.1:${config.publicRemotePort}`,
    METRICS_PORT: String(config.metricsPorts.gateway),
    ...serviceUrls(),
  });
  await waitForHttpOk(`http://127.0.0.1:${config.port}/healthz`, { timeoutMs: config.readyTimeoutMs, isAlive: () => entry.child !== null });
}

/** Every part alive and the gateway reporting every service ready: only then is the stack "ready". */
async function confirmReady() {
  const dead = [...supervisor.entries()].filter((entry) => entry.child === null).map((entry) => entry.name);
  if (dead.length > 0) throw new Error(`${dead.join(', ')} exited before the stack was ready; its log is above`);
  await waitForHttpOk(`http://127.0.0.1:${config.port}/readyz`, { timeoutMs: 30_000 });
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

// Before anything starts: a taken port would kill its part with a stack trace while the rest looked fine.
const busy = await findBusyPort(config);
if (busy) {
  console.error(describeBusyPort(busy, config));
  process.exit(1);
}

try {
  await buildStaleApps();
  await Promise.race([
    (async () => {
      const mongoUri = await startDatabase();
      // The gateway needs no service to listen (it answers 503 for one that is not up yet), so it starts
      // beside them, so its own start is not added after theirs.
      await Promise.all([startServices(mongoUri), startPublicRemote(), startGateway()]);
      await confirmReady();
    })(),
    partDied,
  ]);
  ready = true;
  supervisor.keepAlive();
  printReady();
} catch (err) {
  console.error(`start-up failed: ${err.message}`);
  await shutdown(1);
}
