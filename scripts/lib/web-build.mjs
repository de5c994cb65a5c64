// Builds the four front ends with Rspack, and tells whether a build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from './stack-config.mjs';

export const WEB_APPS = ['shell', 'mfe-public', 'mfe-portal', 'mfe-admin'];
// Sources that end up in every front-end bundle besides the app's own.
const SHARED_SOURCES = ['packages/ui/src', 'packages/web-kit/src', 'packages/contracts/src'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function builtMarker(app) {
  const dist = path.join(repoRoot, app, 'dist');
  return path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export function isBuildCurrent(app) {
  const marker = builtMarker(app);
  if (!fs.existsSync(marker)) return false;
  const inputs = [path.join(repoRoot, app), ...SHARED_SOURCES.map((p) => path.join(repoRoot, p))];
  const newestInput = Math.max(...inputs.map(newestMtime));
  return fs.statSync(marker).mtimeMs >= newestInput;
}

export function buildApp(app) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${app} failed (exit ${code})`))));
  });
}

/** Builds the given apps two at a time (the machines here have two cores). */
export async function buildApps(apps) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  };
  await Promise.all([worker(), worker()]);
}
