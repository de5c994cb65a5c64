// Starts a whole stack (scripts/start.mjs) as a child process on its own port and data folder, for the
// benchmarks; resolves once the gateway reports every service ready.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from './stack-config.mjs';
import { waitForHttpOk } from './wait-for.mjs';

export async function runStack({ port, dataDir, fresh = true, quiet = true, env = {} }) {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  await waitForHttpOk(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 300_000, isAlive: () => !exited });
  return {
    url: `http://127.0.0.1:${port}`,
    pids: () => JSON.parse(fs.readFileSync(path.join(dataDir, 'pids.json'), 'utf8')),
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
