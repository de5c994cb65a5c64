// What each remote's mf-manifest.json said when its code was loaded. When a chunk of a remote fails, the
// manifest asked again tells the two causes apart: the remote was released meanwhile (its old hashed files
// are gone, so trying them again is pointless: load the new release) or the network failed (try again).
// It needs nothing but the remote's own URL, so it holds however a remote is deployed (see docs/front-end.md).
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-names';

const loadedManifests = new Map<string, string>();

function key(url: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** Called with each manifest the federation runtime fetched (bounded-loading-plugin.ts). */
export function noteManifest(url: string, text: string): void {
  loadedManifests.set(key(url), text);
}

/** The release the loaded manifest names (`metaData.buildInfo.buildVersion`, set by the build). */
export function loadedRelease(manifestUrl: string): string {
  const text = loadedManifests.get(key(manifestUrl));
  if (text === undefined) return 'unknown';
  try {
    const version = (JSON.parse(text) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** True when the remote's manifest now differs from the one its loaded code came with. */
export async function wasReleased(manifestUrl: string): Promise<boolean> {
  const loaded = loadedManifests.get(key(manifestUrl));
  if (loaded === undefined) return false;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    return response.ok && (await response.text()) !== loaded;
  } catch {
    return false;
  }
}
