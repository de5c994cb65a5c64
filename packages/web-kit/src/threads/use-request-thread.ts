import { useCallback, useEffect, useRef, useState } from 'react';
import type { ThreadMessage } from '@agency/contracts/browser';
import { errorMessage } from '../api-error';
import { subscribeThreadEvents } from './live-threads';
import { getThreadPage, markThreadRead, postThreadMessage } from './thread-api';
import { setUnreadThreads } from './unread-threads';

export const THREAD_UNAVAILABLE_MESSAGE = 'Messages are unavailable right now. Your request is safe; please try again in a moment.';

export interface RequestThreadState {
  status: 'loading' | 'ready' | 'error';
  messages: ThreadMessage[];
  /** Shown above the messages while a re-read fails (the service restarting); the messages stay. */
  offline: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  retry: () => void;
  send: (body: string, files: File[]) => Promise<void>;
}

// Newest at the bottom; the same message from a page and from the live stream is shown once.
function merge(known: ThreadMessage[], more: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(known.map((m) => [m.message_id, m]));
  for (const m of more) byId.set(m.message_id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.message_id.localeCompare(b.message_id));
}

/** A request's thread while it is open: loaded, kept live, marked read, and written to. */
export function useRequestThread(requestId: string): RequestThreadState {
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [status, setStatus] = useState<RequestThreadState['status']>('loading');
  const [offline, setOffline] = useState(false);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);

  const readNewest = useCallback(
    async (signal?: AbortSignal) => {
      const page = await getThreadPage(requestId, null, signal);
      setMessages((known) => merge(known, page.messages));
      if (!loaded.current) setOlderCursor(page.nextCursor);
      loaded.current = true;
      setStatus('ready');
      setOffline(false);
      markThreadRead(requestId).then(setUnreadThreads, () => undefined);
    },
    [requestId],
  );

  useEffect(() => {
    const controller = new AbortController();
    loaded.current = false;
    setMessages([]);
    setStatus('loading');
    readNewest(controller.signal).catch(() => {
      if (!controller.signal.aborted) setStatus('error');
    });
    const stop = subscribeThreadEvents((event) => {
      if (event.type === 'message') {
        if (event.message.request_id !== requestId) return;
        setMessages((known) => merge(known, [event.message]));
        markThreadRead(requestId).then(setUnreadThreads, () => undefined);
        return;
      }
      if (event.type !== 'resync') return;
      readNewest().catch(() => (loaded.current ? setOffline(true) : undefined));
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [requestId, readNewest, attempt]);

  const loadOlder = useCallback(() => {
    if (!olderCursor || loadingOlder) return;
    setLoadingOlder(true);
    getThreadPage(requestId, olderCursor)
      .then((page) => {
        setMessages((known) => merge(known, page.messages));
        setOlderCursor(page.nextCursor);
      })
      .catch(() => setOffline(true))
      .finally(() => setLoadingOlder(false));
  }, [requestId, olderCursor, loadingOlder]);

  const send = useCallback(
    async (body: string, files: File[]) => {
      try {
        const message = await postThreadMessage(requestId, body, files);
        setMessages((known) => merge(known, [message]));
      } catch (err) {
        throw new Error(errorMessage(err, 'Failed to send the message'));
      }
    },
    [requestId],
  );

  return {
    status,
    messages,
    offline,
    hasOlder: olderCursor !== null,
    loadingOlder,
    loadOlder,
    retry: () => setAttempt((n) => n + 1),
    send,
  };
}
