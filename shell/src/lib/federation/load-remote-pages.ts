// Loads a remote's './pages' module and the code of one of its pages: a failed try is tried again (at
// most 3 tries, growing pauses), a hang is not; after a final failure the next attempt is a genuinely
// fresh load. A chunk that fails because the remote was released meanwhile switches to the new release.
import { loadWithRetry } from '@agency/mf-config/remote-page';
import type { RemotePage } from '@agency/mf-config';
import { federation } from './federation-instance';
import { ensureRemotesRegistered, remoteEntryUrl, resetRemote } from './remote-registry';
import { REMOTE_LOAD_TIMEOUT_MS, type PageName, type PagesModule, type RemoteName } from './remote-names';
import { wasReleased } from './remote-releases';
import { withTimeout } from '../with-timeout';

const pending = new Map<RemoteName, Promise<PagesModule>>();
const loaded = new Map<RemoteName, PagesModule>();
const needsReset = new Set<RemoteName>();
const early = new Map<string, Promise<PagesModule>>();
/** `remote:page` whose code is here, in the loaded pages module of the remote. */
const pagesWithCode = new Set<string>();

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

/** The pages of `name` if they and the code of `page` are loaded (a revisit renders without a skeleton). */
export function peekRemotePage<R extends RemoteName>(name: R, page: PageName<R>): PagesModule | undefined {
  return pagesWithCode.has(`${name}:${page}`) ? loaded.get(name) : undefined;
}

export function loadRemotePages(name: RemoteName): Promise<PagesModule> {
  const existing = pending.get(name);
  if (existing) return existing;
  const once = () => withTimeout(loadFresh(name), REMOTE_LOAD_TIMEOUT_MS, `${name} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`);
  // Each try after a failure starts from scratch (manifest, entry, container).
  const attempt = loadWithRetry(once, { beforeRetry: () => needsReset.add(name) });
  pending.set(name, attempt);
  attempt.then(
    (pages) => loaded.set(name, pages),
    () => forget(name),
  );
  return attempt;
}

/** Thrown between two tries of a page's code when the remote turned out to have been released. */
export class RemoteReleased extends Error {}

async function stopIfReleased(name: RemoteName): Promise<void> {
  const manifest = await remoteEntryUrl(name);
  if (manifest && (await wasReleased(manifest))) throw new RemoteReleased(`${name} was released`);
}

/**
 * The pages of `name` once the code of `page` is here too. A first failed try of the page's code asks
 * the remote's manifest: if the remote was released meanwhile, its old files are gone, so the new
 * release is loaded (once) instead of trying the old file again. So a page opened before a release
 * still gets its next pages, with one failed request.
 */
async function loadPageCode<R extends RemoteName>(name: R, page: PageName<R>): Promise<PagesModule> {
  let switched = false;
  for (;;) {
    const pages = await loadRemotePages(name);
    const preload = (pages[page] as Partial<RemotePage> | undefined)?.preload;
    // A remote built before pages had `preload` still works: its page then loads when it renders.
    if (typeof preload !== 'function') return pages;
    try {
      await preload({ beforeRetry: () => (switched ? undefined : stopIfReleased(name)) });
      if (loaded.get(name) === pages) pagesWithCode.add(`${name}:${page}`);
      return pages;
    } catch (error) {
      if (!(error instanceof RemoteReleased)) throw error;
      switched = true;
      invalidateRemote(name);
    }
  }
}

/**
 * Loads `name` and the code of its page `page`; settles when both are here. Bootstrap calls it for the
 * page being opened, before the first render; the slot's first call then gets exactly this attempt,
 * even if it has failed meanwhile: one attempt per first visit, as when the slot started it.
 */
export function loadRemotePage<R extends RemoteName>(name: R, page: PageName<R>): Promise<PagesModule> {
  const key = `${name}:${page}`;
  const first = early.get(key);
  if (first) {
    early.delete(key);
    return first;
  }
  return loadPageCode(name, page);
}

/** As loadRemotePage, for the page being opened (bootstrap): its slot picks up this very attempt. */
export async function preloadRemotePage<R extends RemoteName>(name: R, page: PageName<R>): Promise<void> {
  const attempt = loadPageCode(name, page);
  early.set(`${name}:${page}`, attempt);
  await attempt;
}

/**
 * Between two tries of any other code (the default set in bootstrap; a remote's sub-page, loaded inside
 * it): when the failed file is a remote's and that remote was released, stop. Its slot then loads the new
 * release (RemotePage). A file without a URL (a stylesheet) is checked against each remote loaded so far.
 */
export async function stopIfReleasedRemoteFile(error: unknown): Promise<void> {
  const request = (error as { request?: unknown } | null)?.request;
  const remotes = await ensureRemotesRegistered().catch(() => undefined);
  for (const [name, remote] of remotes ?? []) {
    const folder = new URL('.', new URL(remote.entry, window.location.href)).href;
    if (typeof request === 'string' && !request.startsWith(folder)) continue;
    if (await wasReleased(remote.entry)) throw new RemoteReleased(`${name} was released`);
  }
}

/**
 * After a page of `name` failed while rendering (a part of it that loads later): true when the remote
 * was released since its code was loaded; the caller then loads it afresh, which gets the new release.
 */
export async function remoteWasReleased(name: RemoteName): Promise<boolean> {
  return stopIfReleased(name).then(
    () => false,
    (error: unknown) => error instanceof RemoteReleased,
  );
}

function forget(name: RemoteName): void {
  for (const key of pagesWithCode) if (key.startsWith(`${name}:`)) pagesWithCode.delete(key);
  pending.delete(name);
  loaded.delete(name);
  needsReset.add(name);
}

/** Forgets everything about `name` (Retry after a failed load or a page that crashed while rendering). */
export function invalidateRemote(name: RemoteName): void {
  for (const key of early.keys()) if (key.startsWith(`${name}:`)) early.delete(key);
  forget(name);
}
