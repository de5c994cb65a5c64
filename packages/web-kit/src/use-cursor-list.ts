import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { useRequest, type UseRequestResult } from './use-request';

/** One page of a newest-first list: its rows, the cursor of the next page (null at the end), the whole count. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

export type UseCursorListResult<T> = UseRequestResult<T[]> & {
  /** How many the whole list holds (the first page's answer), so a screen never passes a page off as all. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Load more' failure, cleared by the next try. */
  moreError: Error | null;
  loadMore: () => void;
};

/**
 * A list read a page at a time with 'Load more' to its end. The first page loads like useRequest
 * (and `reload()` starts over from it); each further page is appended by cursor, so rows added in the
 * meantime neither repeat nor push others out.
 */
export function useCursorList<T>(
  loadPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
  deps: DependencyList,
  /** The first page already in hand (say, from the server HTML): shown at once, not loaded again. */
  options: { initialPage?: CursorPage<T> } = {},
): UseCursorListResult<T> {
  const first = useRequest((signal) => loadPage(null, signal), deps, { initialData: options.initialPage });
  const [more, setMore] = useState<{ from: CursorPage<T>; items: T[]; cursor: string | null } | null>(null);
  // A press of 'Load more' is kept until its page is in: while the first page is read again it waits, and a
  // page asked of the old first page is asked again of the new one, so a press is never lost to a refresh.
  const [wanted, setWanted] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);

  const firstPage = first.status === 'success' ? first.data : null;
  // Pages appended to an older first page are dropped when it reloads.
  const extra = more && more.from === firstPage ? more : null;
  const cursor = extra ? extra.cursor : (firstPage?.nextCursor ?? null);

  useEffect(() => {
    if (!wanted || first.refreshing) return;
    if (!firstPage || !cursor) {
      setWanted(false);
      return;
    }
    const abort = new AbortController();
    loadPage(cursor, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        setMore({ from: firstPage, items: [...(extra?.items ?? []), ...page.items], cursor: page.nextCursor });
        setWanted(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setMoreError(error instanceof Error ? error : new Error(String(error)));
        setWanted(false);
      },
    );
    return () => abort.abort();
    // `loadPage` is a new function every render; the cursor and first page say what to fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, firstPage, cursor, first.refreshing]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    setMoreError(null);
    setWanted(true);
  }, [cursor]);

  const common = {
    reload: first.reload,
    refreshing: first.refreshing,
    hasMore: cursor !== null,
    loadingMore: wanted,
    moreError,
    loadMore,
  };
  if (first.status !== 'success') return { ...first, ...common, total: 0, hasMore: false };
  return { ...first, ...common, data: [...first.data.items, ...(extra?.items ?? [])], total: first.data.total };
}
