// Several releases per container: each kept release is a folder `<releasesDir>/<name>/` (immutable once
// written), and the gateway names the one a request is for with `x-release`. A container adds its own
// build on start (keepOwnRelease), so a volume shared by a front end's containers keeps the releases
// deployed into it, and an open page's hashed files stay served after a release, a rollback or a canary.
// Only the newest ones are kept (pruneReleases): a volume that grew by a release per deploy would fill.
import fs from 'node:fs';
import path from 'node:path';
import { isContentHashed } from './cache-control';

const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const isReleaseName = (name: string | undefined): name is string => name !== undefined && RELEASE_NAME.test(name);

/** The folder of release `name` when it is kept, else undefined. */
export function releaseFolder(releasesDir: string | undefined, name: string | undefined): string | undefined {
  if (!releasesDir || !isReleaseName(name)) return undefined;
  const dir = path.join(releasesDir, name);
  return fs.existsSync(dir) ? dir : undefined;
}

/**
 * A hashed file another kept release has: its name is its content, so any copy is the right one. This is
 * what keeps a tab open on release A working after the pointer moved to B (or back).
 */
export function findHashedFile(releasesDir: string | undefined, relative: string): string | undefined {
  if (!releasesDir || !isContentHashed(relative)) return undefined;
  let names: string[];
  try {
    names = fs.readdirSync(releasesDir);
  } catch {
    return undefined;
  }
  for (const name of names) {
    const file = path.join(releasesDir, name, relative);
    if (isReleaseName(name) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** This build's release name: RELEASE_ID, else the remote's manifest's build version, else the shell's main script's hash. */
export function ownReleaseName(root: string, given?: string): string {
  if (given) return given;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'));
    const version = String(manifest?.metaData?.buildInfo?.buildVersion ?? '').replace(/[^A-Za-z0-9._-]/g, '-');
    if (isReleaseName(version)) return version;
  } catch {
    // not a remote: the shell
  }
  const main = /main\.([0-9a-f]{8,})\.js/.exec(
    fs.existsSync(path.join(root, 'index.html')) ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '',
  );
  return main ? `main-${main[1]}` : 'build';
}

/** Copies the container's own build into the releases folder unless that release is kept already. */
export function keepOwnRelease(root: string, releasesDir: string, name: string): boolean {
  const target = path.join(releasesDir, name);
  if (fs.existsSync(target)) return false;
  fs.mkdirSync(releasesDir, { recursive: true });
  // Written aside and renamed: two replicas starting at once, or a crash mid-copy, never leave half a release.
  const aside = path.join(releasesDir, `.${name}.${process.pid}.tmp`);
  fs.cpSync(root, aside, { recursive: true });
  try {
    fs.renameSync(aside, target);
  } catch (err) {
    fs.rmSync(aside, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw err;
  }
  return true;
}

/** How many releases a front end's volume keeps by default (KEEP_RELEASES): a rollback reaches that far back. */
export const DEFAULT_KEEP_RELEASES = 20;

/** A copy that never became a release (its container stopped mid-copy) is removed once this old. */
const ABANDONED_COPY_MS = 60 * 60 * 1000;

const ageOf = (dir: string) => fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Removes all but the `keep` most recently kept releases (never `own`, the release this container serves
 * itself), and copies abandoned mid-way. Run by each container on start, after keeping its own build: two
 * replicas pruning at once remove the same folders, which is harmless. Returns the releases removed.
 */
export function pruneReleases(releasesDir: string, own: string, keep: number, now = Date.now()): string[] {
  const names = fs.readdirSync(releasesDir);
  for (const name of names.filter((n) => n.startsWith('.') && n.endsWith('.tmp'))) {
    const dir = path.join(releasesDir, name);
    if (now - ageOf(dir) > ABANDONED_COPY_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
  const releases = names
    .filter((name) => isReleaseName(name) && name !== own)
    .map((name) => ({ name, keptAt: ageOf(path.join(releasesDir, name)) }))
    .sort((a, b) => b.keptAt - a.keptAt);
  const removed = releases.slice(Math.max(0, keep - 1)).map(({ name }) => name);
  for (const name of removed) fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
  return removed;
}
