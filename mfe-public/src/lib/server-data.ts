// Data the server HTML of a page was rendered with (src/server/render.tsx), handed to the app so its
// first render shows the same content instead of a loading state: no flash, no shift. On the server it
// is set before each render; in the browser it is read from the page's JSON block, for that URL only,
// and each value is taken once (a later visit asks the server again).
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
