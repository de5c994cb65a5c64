// Loads a remote's './pages' module with a time-out, remembers it once loaded, and after any
// failure makes sure the next attempt is a genuinely fresh load.
import { federation } from './federation-instance';
import { ensureRemotesRegistered, resetRemote } from './remote-registry';
import { REMOTE_LOAD_TIMEOUT_MS, type PageName, type PagesModule, type RemoteName } from './remote-names';
import type { RemotePage } from '@agency/mf-config';
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
 * Starts loading `name` and the code of its page `page` before anything renders (bootstrap, for the page
 * being opened); settles when both are here. The first loadRemotePages call then gets exactly this
 * attempt, even if it has failed meanwhile: one attempt per first visit, as when the slot started it.
 */
export async function preloadRemotePage<R extends RemoteName>(name: R, page: PageName<R>): Promise<void> {
  const attempt = loadRemotePages(name);
  early.set(name, attempt);
  const preload = ((await attempt)[page] as Partial<RemotePage> | undefined)?.preload;
  // A remote built before pages had `preload` still works: its page then loads when it renders.
  if (typeof preload === 'function') await preload();
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
