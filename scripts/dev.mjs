// `npm run dev`: the same one URL as `npm start` (http://localhost:8080), with every app in watch mode:
// the shell and the remotes on their Rspack dev servers (the gateway proxies to them; a change
// reloads the page by itself), services restarted by `tsx watch` on change, the embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, readStackConfig, serviceDir, SERVICES } from './lib/stack-config.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { waitForHttpOk, waitForTcp } from './lib/wait-for.mjs';
import { readFrontEnds, WEB_APPS } from './lib/web-build.mjs';

const config = readStackConfig();
const supervisor = createSupervisor();
const TSX_CLI = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const RSPACK_CLI = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');
// Each front end's dev server port comes from the registry its rspack.config.ts reads too.
const frontEnds = readFrontEnds();
const devUrl = (port) => `http://localhost:${port}`;

const serviceUrls = Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${config.servicePorts[s]}`]));

async function main() {
  const dbPath = path.join(config.dataDir, 'db');
  fs.mkdirSync(dbPath, { recursive: true });
  let mongoUri = config.externalMongoUri;
  if (!mongoUri) {
    supervisor.start('devdb', ['--import', 'tsx', 'packages/devdb/src/cli.ts', '--port', String(config.dbPort), '--dbpath', dbPath]);
    await waitForTcp(config.dbPort);
    mongoUri = `mongodb://127.0.0.1:${config.dbPort}`;
  }
  const secrets = ensureSecrets(config.dataDir);
  for (const name of SERVICES) {
    supervisor.start(name, [TSX_CLI, 'watch', '--clear-screen=false', `${serviceDir(name)}/src/start.ts`], {
      PORT: String(config.servicePorts[name]),
      MONGODB_URI: mongoUri,
      JWT_PUBLIC_KEY: secrets.publicKey,
      ...(name === 'auth' ? { JWT_PRIVATE_KEY: secrets.privateKey, TOTP_ENCRYPTION_KEY: secrets.totpKey } : {}),
      INTERNAL_TOKEN: secrets.internalToken,
      SEED_DEMO: '1',
      OUTBOX_DIR: path.join(config.dataDir, 'outbox'),
      ...serviceUrls,
      ...config.seed,
    });
  }
  for (const app of WEB_APPS) supervisor.start(app, [RSPACK_CLI, 'serve'], {}, { cwd: path.join(repoRoot, app) });
  supervisor.start('gateway', [TSX_CLI, 'watch', '--clear-screen=false', 'gateway/src/start.ts'], {
    PORT: String(config.port),
    ...serviceUrls,
    DEV_SHELL_URL: devUrl(frontEnds.shell.devPort),
    // DEV_MFE_<KEY>_URL, as the gateway's config reads them (remoteEnvNames in packages/mf-config).
    ...Object.fromEntries(
      Object.entries(frontEnds.remotes).map(([key, remote]) => [`DEV_MFE_${key.toUpperCase()}_URL`, devUrl(remote.devPort)]),
    ),
  });
  supervisor.keepAlive();
  await waitForHttpOk(`http://127.0.0.1:${config.port}/readyz`, { timeoutMs: 120_000 });
  console.log(`\n  dev stack ready: http://localhost:${config.port} (edit any app or service; it reloads)\n`);
}

const shutdown = async () => {
  await supervisor.stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
main().catch(async (err) => {
  console.error(`dev start-up failed: ${err.message}`);
  await shutdown();
});
