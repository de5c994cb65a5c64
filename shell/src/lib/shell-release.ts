// The shell's own release and what happens to its lazily loaded pages (login, profile, …) after one:
// the old hashed chunks are gone, and only the new main script knows the new ones, so the page is reloaded
// (the same URL, once). Nothing typed is lost: the chunk is the page being opened, which has not rendered
// yet, and the page navigated away from was already unmounted by the navigation itself.
import { REMOTE_LOAD_TIMEOUT_MS } from './federation/remote-names';

const MAIN_SCRIPT = /\bmain\.[0-9a-f]{8,}\.js\b/;
const GUARD_KEY = 'agency:release-reload-at';
/** At most one such reload per tab in this time, whatever index.html says: a reload loop is impossible. */
const RELOAD_GUARD_MS = 10 * 60_000;

/** The running shell's release: its hashed main script's name (`main.<hash>.js`), or 'unknown' (dev). */
export function shellRelease(): string {
  for (const script of Array.from(document.scripts)) {
    const name = MAIN_SCRIPT.exec(script.getAttribute('src') ?? '')?.[0];
    if (name) return name;
  }
  return 'unknown';
}

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(GUARD_KEY) ?? 0) < RELOAD_GUARD_MS;
  } catch {
    return true; // no storage, no guard: never reload
  }
}

/**
 * After one of the shell's chunks failed: if index.html now loads another main script (the shell was
 * released), reloads the same URL and resolves true; otherwise (a network failure) resolves false.
 */
export async function reloadIfShellReleased(): Promise<boolean> {
  const running = shellRelease();
  if (running === 'unknown' || reloadedRecently()) return false;
  try {
    const response = await fetch('/index.html', { cache: 'no-store', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    if (!response.ok) return false;
    const served = MAIN_SCRIPT.exec(await response.text())?.[0];
    if (!served || served === running) return false;
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * True for a file that may be the shell's own: its hashed chunks sit at the root of this origin, and a
 * stylesheet's error names no URL at all (so it may be one too).
 */
export function mayBeShellFile(error: unknown): boolean {
  const request = (error as { request?: unknown } | null)?.request;
  if (typeof request !== 'string') return true;
  const url = new URL(request, window.location.href);
  return url.origin === window.location.origin && /^\/[^/]+\.(js|css)$/.test(url.pathname);
}
