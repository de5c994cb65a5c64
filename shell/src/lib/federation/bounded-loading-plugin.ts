import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-names';
import { noteManifest } from './remote-releases';

// How many times each remote has been reset (see remote-registry.ts resetRemote).
const resets = new Map<string, number>();

/** Called when a remote is reset, so its next remoteEntry.js request gets a fresh URL. */
export function noteRemoteReset(name: string): void {
  resets.set(name, (resets.get(name) ?? 0) + 1);
}

/**
 * How the runtime fetches a remote's mf-manifest.json and remoteEntry.js, bounded in time.
 * The runtime's manifest fetch has no time-out, and Chrome makes a second request for a URL
 * wait behind a hung first one (HTTP cache lock), so without this a Retry after a hang would
 * hang too. `no-store` also means a remote redeployed under the same URL is picked up. Each manifest
 * is noted, so a failed chunk can later be checked against the remote's current release.
 */
export const boundedLoadingPlugin: ModuleFederationRuntimePlugin = {
  name: 'agency-bounded-remote-loading',
  async fetch(url, init) {
    const response = await fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    if (response.ok) noteManifest(url, await response.clone().text());
    return response;
  },
  createScript({ url, remoteInfo }) {
    const script = document.createElement('script');
    const attempt = remoteInfo ? (resets.get(remoteInfo.name) ?? 0) : 0;
    // After a reset the old request may still be pending; a distinct URL is not queued behind it.
    script.src = attempt > 0 ? `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}` : url;
    return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
  },
};
