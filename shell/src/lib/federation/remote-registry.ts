// Reads the remotes' config (written by the gateway: inlined in index.html, else /mf-config.json) and
// registers the remotes with the federation runtime; the config also carries the routes each remote
// publishes (checked by the gateway), which the shell mounts. Nothing is downloaded from a remote until
// one of its routes is visited.
import type { RemoteRoutes } from '@agency/contracts/browser';
import { boundedLoadingPlugin, noteRemoteReset } from './bounded-loading-plugin';
import { federation } from './federation-instance';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-names';
import { withTimeout } from '../with-timeout';

export interface RemoteConfig {
  name: string;
  entry: string;
  /** The pages the remote publishes; absent while the gateway could not read them. */
  routes?: RemoteRoutes;
}

let registered: Promise<Map<string, RemoteConfig>> | null = null;

function parseConfig(body: unknown): RemoteConfig[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('/mf-config.json has no "remotes" list');
  return remotes.filter(
    (remote): remote is RemoteConfig => typeof remote?.name === 'string' && typeof remote?.entry === 'string' && remote.entry.length > 0,
  );
}

/**
 * The config the gateway inlined in index.html, if any (a dev server's page has none). Read once: a
 * Retry after a failed load asks /mf-config.json, which may have changed since the page was served.
 */
let inlined = document.getElementById('mf-config')?.textContent ?? undefined;

async function readConfig(): Promise<unknown> {
  const text = inlined;
  inlined = undefined;
  if (text !== undefined) return JSON.parse(text);
  const response = await withTimeout(
    fetch('/mf-config.json', { cache: 'no-store' }),
    REMOTE_LOAD_TIMEOUT_MS,
    '/mf-config.json did not answer in time',
  );
  if (!response.ok) throw new Error(`/mf-config.json answered ${response.status}`);
  return response.json();
}

async function readAndRegister(): Promise<Map<string, RemoteConfig>> {
  const remotes = parseConfig(await readConfig());
  federation().registerPlugins([boundedLoadingPlugin]);
  // The runtime rewrites the objects it is given (absolute entry URL), so it gets copies of name and entry.
  federation().registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  return new Map(remotes.map((remote) => [remote.name, remote]));
}

/** Registers the remotes once; a failure is forgotten so the next call tries again. */
export function ensureRemotesRegistered(): Promise<Map<string, RemoteConfig>> {
  if (!registered) {
    const attempt = readAndRegister();
    registered = attempt;
    attempt.catch(() => {
      if (registered === attempt) registered = null;
    });
  }
  return registered;
}

/**
 * Makes the next load of `name` start from scratch: re-registering with `force` drops the
 * runtime's cached manifest, the pending/failed manifest fetch, the loaded container and its
 * module cache, so a remote that was down (or hung) is fetched again.
 */
export async function resetRemote(name: string): Promise<void> {
  const remotes = await ensureRemotesRegistered();
  const remote = remotes.get(name);
  if (!remote) return;
  noteRemoteReset(name);
  federation().registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** Where `name`'s manifest (or entry) is, as configured; undefined for an unknown remote. */
export async function remoteEntryUrl(name: string): Promise<string | undefined> {
  return (await ensureRemotesRegistered()).get(name)?.entry;
}
