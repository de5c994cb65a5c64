// One live connection per tab to the user service's events (Server-Sent Events through the gateway),
// shared by every open thread, badge and page that follows requests or tasks. Read with fetch so the
// token goes in a header. While the stream is down (the user service restarting, a proxy that cuts it)
// listeners are asked to re-read every 2 s (polling; `connected` false) and the stream is tried again
// with growing pauses, or after the pause the gateway names (Retry-After: a service it watches come
// back); when it opens they re-read once to catch up (`connected` true). A stream
// refused with 401, or ended by the server with `event: end` (its session was signed out, revoked or
// expired), ends this session as any 401 does and is not tried again with that token.
import type { RequestChangedEvent, TasksChangedEvent, ThreadMessage } from '@agency/contracts/browser';
import { endSession } from '../session-end';
import { getSession, readStoredIdentity } from '../session-store';

export type ThreadEvent =
  | { type: 'message'; message: ThreadMessage }
  | { type: 'request.changed'; change: RequestChangedEvent }
  | { type: 'tasks.changed'; change: TasksChangedEvent }
  | { type: 'resync'; connected: boolean };
type Listener = (event: ThreadEvent) => void;

export const THREAD_POLL_MS = 2000;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 15_000;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = RETRY_MIN_MS;

// Once the session has ended (its exp passed, another tab signed out) nobody is asked to re-read: their
// calls would go without a token until the pages listening have unmounted.
const emit = (event: ThreadEvent) => {
  if (getSession()) listeners.forEach((listener) => listener(event));
};

function startPolling() {
  pollTimer ??= setInterval(() => emit({ type: 'resync', connected: false }), THREAD_POLL_MS);
}

function stopPolling() {
  clearInterval(pollTimer);
  pollTimer = undefined;
}

/** Answers true when the server said the session is over. */
function handleBlock(block: string): boolean {
  const event = /^event: ?(.*)$/m.exec(block)?.[1];
  const data = /^data: ?(.*)$/m.exec(block)?.[1];
  if (event === 'end') return true;
  if (event === 'ready') {
    retryMs = RETRY_MIN_MS;
    stopPolling();
    emit({ type: 'resync', connected: true });
  } else if (data && (event === 'message' || event === 'request.changed' || event === 'tasks.changed')) {
    try {
      const parsed: unknown = JSON.parse(data);
      if (event === 'message') emit({ type: 'message', message: parsed as ThreadMessage });
      else if (event === 'request.changed') emit({ type: event, change: parsed as RequestChangedEvent });
      else emit({ type: event, change: parsed as TasksChangedEvent });
    } catch {
      // A garbled event is skipped; the next resync brings what it told.
    }
  }
  return false;
}

async function connect() {
  const token = getSession()?.token;
  if (!token || listeners.size === 0) return;
  const current = new AbortController();
  controller = current;
  let hintedMs = 0;
  let sessionOver = false;
  try {
    const res = await fetch('/api/user/threads/events', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      credentials: 'include',
      signal: current.signal,
    });
    if (res.status === 401) sessionOver = true;
    if (!res.ok || !res.body) {
      hintedMs = Number(res.headers.get('retry-after')) * 1000 || 0;
      throw new Error(`events answered ${res.status}`);
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let cut: number;
      while (!sessionOver && (cut = buffer.indexOf('\n\n')) >= 0) {
        sessionOver = handleBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
      }
      if (sessionOver) {
        void reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch {
    // Refused, cut or aborted: handled below like an ended stream.
  }
  if (controller !== current || listeners.size === 0) return;
  controller = null;
  // As the API client does: the end of an older token's session (signed in again meanwhile) says nothing
  // about the session now, whose own stream is opened below.
  if (sessionOver && readStoredIdentity()?.token === token) return endSession();
  startPolling();
  emit({ type: 'resync', connected: false });
  if (hintedMs > 0) {
    retryTimer = setTimeout(() => void connect(), Math.min(Math.max(hintedMs, RETRY_MIN_MS), RETRY_MAX_MS));
    return;
  }
  retryTimer = setTimeout(() => void connect(), retryMs);
  retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
}

/** Listens to new thread messages, request and task changes, and resync hints; the connection lives while anyone listens. */
export function subscribeThreadEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    retryMs = RETRY_MIN_MS;
    void connect();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    controller?.abort();
    controller = null;
    clearTimeout(retryTimer);
    stopPolling();
  };
}
