// Data the server HTML of a page was rendered with (src/server/render.tsx), handed to the app so its
// first render shows the same content instead of a loading state: no flash, no shift. On the server it
// is set before each render; in the browser it is read from the page's JSON block, for that URL only,
// and each value is taken once (a later visit asks the server again).
import { useEffect, useState, type DependencyList } from 'react';
import { useRequest, type UseRequestResult } from '@agency/web-kit/api';

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

/** The value the server rendered this URL with, if any; in the browser, once. */
export function takeServerData<T>(key: string): T | undefined {
  if (current === undefined) current = readFromPage();
  if (!current || !(key in current.values)) return undefined;
  if (typeof window !== 'undefined') {
    if (window.location.pathname !== current.path) return undefined;
    const value = current.values[key] as T;
    delete current.values[key];
    return value;
  }
  return current.values[key] as T;
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
  const [fromServer] = useState(() => takeServerData<T>(key));
  const [other] = useState(() => (fromServer === undefined ? otherwise?.() : undefined));
  const request = useRequest(load, deps, { initialData: fromServer ?? other });
  const { reload } = request;
  useEffect(() => {
    if (fromServer !== undefined) reload();
  }, [fromServer, reload]);
  return request;
}
