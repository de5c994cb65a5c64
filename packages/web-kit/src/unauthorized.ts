// A 401 means the stored token is no longer good: the session is cleared and the app goes to
// /login. The shell registers a handler so it can navigate without a full page load; without
// one (a remote running on its own) we fall back to a real navigation.

type Handler = () => void;
const handlers = new Set<Handler>();

export function onUnauthorized(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export function emitUnauthorized(): void {
  if (handlers.size > 0) {
    for (const handler of [...handlers]) handler();
    return;
  }
  if (typeof location !== 'undefined' && typeof location.assign === 'function') location.assign('/login');
}
