// A 401 means the stored token is no longer good: the session is cleared and the app goes to
// /login. The shell registers a handler so it can navigate without a full page load (and remember the
// page to come back to); a session found expired while the app starts, before the shell has rendered,
// waits for that handler. Without one (a remote running on its own) we fall back to a real navigation.

type Handler = () => void;
const handlers = new Set<Handler>();
const FALLBACK_WAIT_MS = 3000;
let pending: ReturnType<typeof setTimeout> | undefined;

export function onUnauthorized(handler: Handler): () => void {
  handlers.add(handler);
  if (pending !== undefined) {
    clearTimeout(pending);
    pending = undefined;
    handler();
  }
  return () => {
    handlers.delete(handler);
  };
}

export function emitUnauthorized(): void {
  if (handlers.size > 0) {
    for (const handler of [...handlers]) handler();
    return;
  }
  if (pending !== undefined || typeof location === 'undefined' || typeof location.assign !== 'function') return;
  pending = setTimeout(() => {
    pending = undefined;
    location.assign('/login');
  }, FALLBACK_WAIT_MS);
}
