// Loads a remote's './pages' module with a time-out, remembers it once loaded, and after any
// failure makes sure the next attempt is a genuinely fresh load.
import { federation } from './federation-instance';
import { ensureRemotesRegistered, resetRemote } from './remote-registry';
import { REMOTE_LOAD_TIMEOUT_MS, type PagesModule, type RemoteName } from './remote-names';
import { withTimeout } from '../with-timeout';

const pending = new Map<RemoteName, Promise<PagesModule>>();
const loaded = new Map<RemoteName, PagesModule>();
const needsReset = new Set<RemoteName>();
const early = new Map<RemoteName, Promise<PagesModule>>();

function toPages(module: unknown): PagesModule {
  const candidate = (module as { default?: unknown } | null)?.default ?? module;
  if (!candidate || typeof candidate !== 'object') throw new Error('the remote exposed no pages');
  return candidate as PagesModule;
}

async function loadFresh(name: RemoteName): Promise<PagesModule> {
  await ensureRemotesRegistered();
  if (needsReset.has(name)) {
    await resetRemote(name);
    needsReset.delete(name);
  }
  return toPages(await federation().loadRemote(`${name}/pages`));
}

/** The pages of `name` if they are already loaded (lets a revisit render without a skeleton). */
export function peekRemotePages(name: RemoteName): PagesModule | undefined {
  return loaded.get(name);
}

/**
 * Starts loading `name` before anything renders (bootstrap, for the remote of the page being opened).
 * The first loadRemotePages call then gets exactly this attempt, even if it has failed meanwhile: one
 * attempt per first visit, as when the slot started it itself.
 */
export function preloadRemotePages(name: RemoteName): void {
  early.set(name, loadRemotePages(name));
}

export function loadRemotePages(name: RemoteName): Promise<PagesModule> {
  const first = early.get(name);
  if (first) {
    early.delete(name);
    return first;
  }
  const existing = pending.get(name);
  if (existing) return existing;
  const attempt = withTimeout(loadFresh(name), REMOTE_LOAD_TIMEOUT_MS, `${name} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`);
  pending.set(name, attempt);
  attempt.then(
    (pages) => loaded.set(name, pages),
    () => forget(name),
  );
  return attempt;
}

function forget(name: RemoteName): void {
  pending.delete(name);
  loaded.delete(name);
  needsReset.add(name);
}

/** Forgets everything about `name` (Retry after a failed load or a page that crashed while rendering). */
export function invalidateRemote(name: RemoteName): void {
  early.delete(name);
  forget(name);
}
