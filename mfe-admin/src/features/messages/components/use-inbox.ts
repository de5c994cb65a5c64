import { useCallback, useMemo } from 'react';
import type { InboxResponse } from '@agency/contracts/browser';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@agency/query';
import { errorMessage, isApiError } from '@agency/web-kit';
import { listMessages } from '../api/list-messages';
import { markMessageRead } from '../api/mark-message-read';
import { inboxOf, markReadInPages, type Inbox } from './inbox-state';

export const INBOX_PAGE_SIZE = 20;

const INBOX_KEY = ['admin', 'messages'];

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; inbox: Inbox };

/**
 * The contact inbox from the query cache: the first page when opened (a refresh keeps the list on screen
 * meanwhile), further pages on demand, and marking one message read.
 */
export function useInbox() {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam, signal }) => listMessages(pageParam, INBOX_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: InboxResponse) => last.nextCursor ?? undefined,
  });
  const { data, refetch, fetchNextPage, isFetchingNextPage } = query;
  const inbox = useMemo(() => data && inboxOf(data.pages), [data]);
  const load: Load =
    inbox && (query.status === 'success' || query.isFetchNextPageError)
      ? { status: 'ready', inbox }
      : query.status === 'error'
        ? { status: 'error', error: query.error }
        : { status: 'loading' };
  const refresh = useCallback(() => void refetch(), [refetch]);

  /** Loads the next page; resolves to the id of the first message it added, if any. */
  const loadMore = async (): Promise<string | null> => {
    if (!inbox || isFetchingNextPage) return null;
    const shown = new Set(inbox.messages.map((m) => m.message_id));
    const result = await fetchNextPage();
    const added = result.data?.pages.at(-1)?.messages ?? [];
    return result.isError ? null : (added.find((m) => !shown.has(m.message_id))?.message_id ?? null);
  };

  /** Marks one message read; resolves to null on success, else the text to show. */
  const markRead = async (messageId: string): Promise<string | null> => {
    try {
      await markMessageRead(messageId);
      client.setQueryData<InfiniteData<InboxResponse, string | null>>(
        INBOX_KEY,
        (cached) => cached && { ...cached, pages: markReadInPages(cached.pages, messageId) },
      );
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        refresh();
        return 'This message no longer exists. The inbox has been refreshed.';
      }
      return errorMessage(error, 'Failed to mark the message as read');
    }
  };

  const moreError = query.isFetchNextPageError ? errorMessage(query.error, 'Failed to load more messages') : null;
  return { load, refreshing: query.isRefetching, refresh, loadMore, loadingMore: isFetchingNextPage, moreError, markRead };
}
