// Data the server HTML of a page was rendered with (src/server/render.tsx), handed to the app so its
// first render shows the same content instead of a loading state: no flash, no shift. On the server it
// is set before each render; in the browser it is read from the page's JSON block, for that URL only,
// and each value serves the first render that shows it (a later visit asks the server again).
import { useEffect, useState, type DependencyList } from 'react';
import { useRequest, type UseRequestResult } from '@agency/web-kit/api';
import { routerPath } from './router-path';

export const SERVER_DATA_ELEMENT_ID = 'public-page-data';

interface ServerData {
  path: string;
  values: Record<string, unknown>;
}

let current: ServerData | null | undefined;

export function setServerData(data: ServerData | null): void {
  current = data;
}

function readFromPage(): ServerData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ServerData>;
    return typeof parsed.path === 'string' && parsed.values && typeof parsed.values === 'object' ? (parsed as ServerData) : null;
  } catch {
    return null;
  }
}

/** The value the server rendered this URL with, if any; in the browser, until released. */
function serverDataOf<T>(key: string): T | undefined {
  if (current === undefined) current = readFromPage();
  if (!current || !(key in current.values)) return undefined;
  // `/team/` shows the page the server rendered, and named, as `/team`.
  if (typeof window !== 'undefined' && routerPath(window.location.pathname) !== current.path) return undefined;
  return current.values[key] as T;
}

function releaseServerData(key: string): void {
  if (current) delete current.values[key];
}

/**
 * The value the server rendered this URL with under `key`, if any, for the component's first render; once
 * that render is on screen the value is gone (a later visit asks the server). Read, not taken, in render:
 * React may drop a render and do it again (a render at hydration's low priority is restarted when anything
 * else updates meanwhile), and the redone render must start from the same data as the server HTML, or it
 * no longer matches and React draws the page anew.
 */
export function useServerData<T>(key: string): T | undefined {
  const [fromServer] = useState(() => serverDataOf<T>(key));
  useEffect(() => releaseServerData(key), [key]);
  return fromServer;
}

/**
 * useRequest that starts from the server HTML's `key` when there is one (the first render shows the same
 * content) and then asks the API once more behind it: the server's copy may be some seconds old (the
 * gateway keeps a rendered page briefly), so a change made meanwhile still shows, without a loading state.
 */
export function useRequestFromServer<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  /** Data in hand otherwise (say, prefetched with the page's code): shown at once, not asked again. */
  otherwise?: () => T | undefined,
): UseRequestResult<T> {
  const fromServer = useServerData<T>(key);
  const [other] = useState(() => (fromServer === undefined ? otherwise?.() : undefined));
  // null is a value of its own (a member the server found missing: the page said so), not "no data".
  const request = useRequest(load, deps, { initialData: fromServer !== undefined ? fromServer : other });
  const { reload } = request;
  useEffect(() => {
    if (fromServer !== undefined) reload();
  }, [fromServer, reload]);
  return request;
}
