// Builds the four front ends with Rspack, and tells whether a build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from './stack-config.mjs';

/** The registry of front ends (packages/mf-config/front-ends.json): the shell and each remote. */
export function readFrontEnds(root = repoRoot) {
  return JSON.parse(fs.readFileSync(path.join(root, 'packages/mf-config/front-ends.json'), 'utf8'));
}

const frontEnds = readFrontEnds();
export const WEB_APPS = [frontEnds.shell.dir, ...Object.values(frontEnds.remotes).map((remote) => remote.dir)];

function readManifest(root, dir) {
  return JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
}

/** Package name → folder, for every workspace of the root package.json. */
function workspaceDirs(root) {
  return new Map(
    readManifest(root, '.')
      .workspaces.flatMap((pattern) =>
        pattern.endsWith('/*')
          ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
          : [pattern],
      )
      .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
      .map((dir) => [readManifest(root, dir).name, dir]),
  );
}

/**
 * What a front end's build is made of: its own folder and every workspace it depends on, directly or through
 * another (dependencies and devDependencies: build config such as packages/mf-config counts too).
 */
export function buildInputs(app, root = repoRoot) {
  const dirs = workspaceDirs(root);
  const seen = new Set([app]);
  const visit = (dir) => {
    const manifest = readManifest(root, dir);
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })) {
      const dep = dirs.get(name);
      if (dep && !seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  visit(app);
  return [...seen];
}

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

function builtMarker(app, root) {
  const dist = path.join(root, app, 'dist');
  return path.join(dist, app === readFrontEnds(root).shell.dir ? 'index.html' : 'mf-manifest.json');
}

/** Whether the app's dist/ is newer than everything its build is made of (its folder and its workspaces). */
export function isBuildCurrent(app, root = repoRoot) {
  const marker = builtMarker(app, root);
  if (!fs.existsSync(marker)) return false;
  const newestInput = Math.max(...buildInputs(app, root).map((dir) => newestMtime(path.join(root, dir))));
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

const LOCK_WAIT_MS = 500;
// Older than the slowest build: left by a run that was killed mid-build.
const LOCK_ABANDONED_MS = 15 * 60_000;

function lockAge(lock) {
  try {
    return Date.now() - fs.statSync(lock).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `build` while holding a lock folder: waits while another process holds it. */
async function whileLocked(lock, build) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockAge(lock) > LOCK_ABANDONED_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
    }
  }
  try {
    return await build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * For tests that read build output: builds each app (key) whose build is stale or lacks the file (value,
 * under its dist/). One process at a time: jest's workers would otherwise build the same front end at
 * once, each emptying the dist/ the other is writing; the one that waited finds the build current.
 */
export function buildStaleForTests(required, root = repoRoot) {
  return whileLocked(path.join(root, 'node_modules', '.cache', 'web-build.lock'), async () => {
    const stale = Object.entries(required)
      .filter(([app, file]) => !isBuildCurrent(app, root) || !fs.existsSync(path.join(root, app, 'dist', file)))
      .map(([app]) => app);
    if (stale.length) await buildApps(stale);
  });
}
