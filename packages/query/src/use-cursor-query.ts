import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CursorPage, UseCursorListResult } from '@agency/web-kit';

/** What the cache holds for a list read a page at a time. */
export type CursorPages<T> = InfiniteData<CursorPage<T>, string | null>;

export interface UseCursorQueryOptions {
  /**
   * When the key changes (a new search or filter), keep the last list on screen, as `refreshing`,
   * until the new one has loaded, instead of the loading state.
   */
  keepPrevious?: boolean;
}

/**
 * A list read a page at a time with 'Load more', from the remote's query cache, in the web kit's
 * `useCursorList` shape. A reload reads every page shown again; a failed 'Load more' keeps the rows and
 * is its own error (`moreError`).
 */
export function useCursorQuery<T>(
  queryKey: QueryKey,
  loadPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
  { keepPrevious = false }: UseCursorQueryOptions = {},
): UseCursorListResult<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => loadPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { data, refetch, fetchNextPage, isFetching, hasNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const reload = useCallback(() => void refetch(), [refetch]);
  // While the list is read again, a page appended now would belong to the old one: a press waits for it.
  const [wanted, setWanted] = useState(false);
  const loadMore = useCallback(() => {
    if (hasNextPage) setWanted(true);
  }, [hasNextPage]);
  useEffect(() => {
    if (!wanted || isFetching) return;
    setWanted(false);
    if (hasNextPage) void fetchNextPage();
  }, [wanted, isFetching, hasNextPage, fetchNextPage]);
  const common = {
    reload,
    refreshing: query.isRefetching,
    loadingMore: query.isFetchingNextPage || wanted,
    moreError: query.isFetchNextPageError ? query.error : null,
    loadMore,
  };
  if (data && rows && (query.status === 'success' || query.isFetchNextPageError)) {
    return { status: 'success', data: rows, error: undefined, total: data.pages[0]?.total ?? 0, hasMore: hasNextPage, ...common };
  }
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error, total: 0, hasMore: false, ...common };
  return { status: 'loading', data: undefined, error: undefined, total: 0, hasMore: false, ...common };
}

/**
 * Takes rows out of a cached list at once (a change the server has made, before the list is read again),
 * and its count down by as many. Returns how many were taken out.
 */
export function removeFromCursorPages<T>(client: QueryClient, queryKey: QueryKey, isGone: (item: T) => boolean): number {
  let removed = 0;
  client.setQueryData<CursorPages<T>>(queryKey, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => {
      const items = page.items.filter((item) => !isGone(item));
      removed += page.items.length - items.length;
      return { ...page, items };
    });
    if (!removed) return data;
    pages[0] = { ...pages[0]!, total: Math.max(0, pages[0]!.total - removed) };
    return { ...data, pages };
  });
  return removed;
}

/** Puts the server's answer for one row into a cached list at once (a change it made), in place. */
export function replaceInCursorPages<T>(client: QueryClient, queryKey: QueryKey, isSame: (item: T) => boolean, next: T): void {
  client.setQueryData<CursorPages<T>>(
    queryKey,
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (isSame(item) ? next : item)) })) },
  );
}
