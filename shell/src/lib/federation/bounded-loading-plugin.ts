import { loadScript, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-names';
import { noteManifest } from './remote-releases';

type RemoteEntryExports = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>>;

// How many times each remote has been reset (see remote-registry.ts resetRemote).
const resets = new Map<string, number>();

/** Called when a remote is reset, so its next remoteEntry.js request gets a fresh URL. */
export function noteRemoteReset(name: string): void {
  resets.set(name, (resets.get(name) ?? 0) + 1);
}

/** Where the manifest says the remote's entry script is ('auto': next to the manifest). */
function entryUrlOf(manifestUrl: string, manifest: string): string {
  const { publicPath, remoteEntry } =
    (JSON.parse(manifest) as { metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } } }).metaData ?? {};
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : manifestUrl, manifestUrl);
  return new URL(`${remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : ''}${remoteEntry.name}`, base).href;
}

/**
 * How a remote registered by its mf-manifest.json is loaded: the manifest, then the entry script it names,
 * both bounded in time. The shell's runtime is built without the manifest ("snapshot") machinery (1.5 KB
 * gzip of every first load), so this reads the manifest itself. No time-out in the runtime's own loads, and
 * Chrome makes a second request for a URL wait behind a hung first one (HTTP cache lock), so without this
 * a Retry after a hang would hang too. `no-store` also means a remote redeployed under the same URL is
 * picked up. Each manifest is noted, so a failed chunk can later be checked against the remote's release.
 */
export const boundedLoadingPlugin: ModuleFederationRuntimePlugin = {
  name: 'agency-bounded-remote-loading',
  async loadEntry({ remoteInfo }) {
    // An entry configured as a remoteEntry.js (no manifest) is the runtime's to load.
    if (!/\.json($|\?)/.test(remoteInfo.entry)) return undefined;
    const manifestUrl = new URL(remoteInfo.entry, window.location.href).href;
    const response = await fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Failed to get manifest: ${manifestUrl} answered ${response.status}`);
    const manifest = await response.text();
    noteManifest(manifestUrl, manifest);
    const entry = entryUrlOf(manifestUrl, manifest);
    const attempt = resets.get(remoteInfo.name) ?? 0;
    // After a reset the old request may still be pending; a distinct URL is not queued behind it.
    const url = attempt > 0 ? `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}` : entry;
    await loadScript(url, { attrs: {}, createScriptHook: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }) }).catch((error: unknown) => {
      throw new Error(`Failed to load script resources: ${url} (${error instanceof Error ? error.message : String(error)})`);
    });
    const exports = (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName];
    if (!exports) throw new Error(`${url} did not define ${remoteInfo.entryGlobalName}`);
    return exports as RemoteEntryExports;
  },
};
