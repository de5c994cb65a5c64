import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@agency/web-kit';
import { listMessages } from '../api/list-messages';
import { markMessageRead } from '../api/mark-message-read';
import { appendPage, applyRead, firstPage, type Inbox } from './inbox-state';

export const INBOX_PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; inbox: Inbox };

/**
 * The contact inbox: the first page on mount (and on refresh, which keeps the list on screen meanwhile),
 * further pages on demand, and marking one message read.
 */
export function useInbox() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  // A refresh starts a new generation: a page still arriving from the old one is dropped.
  const generation = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    setRefreshing(version > 0);
    setMoreError(null);
    listMessages(1, INBOX_PAGE_SIZE, controller.signal).then(
      (response) => {
        if (current !== generation.current) return;
        setLoad({ status: 'ready', inbox: firstPage(response) });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (current !== generation.current || (isApiError(error) && error.code === 'ABORTED')) return;
        setLoad({ status: 'error', error });
        setRefreshing(false);
      },
    );
    return () => controller.abort();
  }, [version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  /** Loads the next page; resolves to the id of the first message it added, if any. */
  const loadMore = async (): Promise<string | null> => {
    if (load.status !== 'ready' || loadingMore) return null;
    const { inbox } = load;
    const current = generation.current;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const response = await listMessages(inbox.page + 1, inbox.limit);
      if (current !== generation.current) return null;
      // Functional update: a message marked read while this page loaded stays read.
      setLoad((state) => (state.status === 'ready' ? { status: 'ready', inbox: appendPage(state.inbox, response) } : state));
      const shown = new Set(inbox.messages.map((m) => m.message_id));
      return response.messages.find((m) => !shown.has(m.message_id))?.message_id ?? null;
    } catch (error) {
      if (current === generation.current) setMoreError(errorMessage(error, 'Failed to load more messages'));
      return null;
    } finally {
      setLoadingMore(false);
    }
  };

  /** Marks one message read; resolves to null on success, else the text to show. */
  const markRead = async (messageId: string): Promise<string | null> => {
    try {
      await markMessageRead(messageId);
      setLoad((state) => (state.status === 'ready' ? { status: 'ready', inbox: applyRead(state.inbox, messageId) } : state));
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        refresh();
        return 'This message no longer exists. The inbox has been refreshed.';
      }
      return errorMessage(error, 'Failed to mark the message as read');
    }
  };

  return { load, refreshing, refresh, loadMore, loadingMore, moreError, markRead };
}
