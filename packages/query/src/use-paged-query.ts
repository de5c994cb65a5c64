import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UseRequestResult } from '@agency/web-kit';

export interface UsePagedQueryOptions<P> {
  /** The rows of one page's answer. */
  rows: (page: P) => readonly unknown[];
  /** What the list is of (search, filters): a new value starts again at page 1. */
  resetKey?: string;
  /** While another page or query loads, keep the last page on screen instead of the loading state. */
  keepPrevious?: boolean;
}

export type UsePagedQueryResult<P> = UseRequestResult<P> & {
  page: number;
  setPage: (page: number) => void;
  /** The page on screen: the current answer, or with keepPrevious the last one while the next loads. */
  shown: P | null;
  /** The row whose delete is running, if any (its button shows it; the others wait). */
  deletingId: string | null;
  /**
   * Deletes one row with `remove`, then shows the page again, or the page before when the row was the
   * last of a later page. Resolves to null when deleted, else to the failure.
   */
  removeRow: (id: string, remove: () => Promise<unknown>) => Promise<unknown>;
};

/**
 * An admin list read a numbered page at a time (?page=&limit=), with Previous/Next and Delete per row,
 * from the remote's query cache, in the `useRequest` shape plus paging. Each page (of each `resetKey`)
 * is cached under `[...queryKey, resetKey, page]`; `reload()` and a delete invalidate the whole list
 * (every page, every filter), since a change moves rows across pages.
 */
export function usePagedQuery<P>(
  queryKey: QueryKey,
  loadPage: (page: number, signal: AbortSignal) => Promise<P>,
  { rows, resetKey = '', keepPrevious = false }: UsePagedQueryOptions<P>,
): UsePagedQueryResult<P> {
  const client = useQueryClient();
  // A new resetKey starts again at page 1, without an extra render pass.
  const [paging, setPaging] = useState({ key: resetKey, page: 1 });
  const page = paging.key === resetKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: resetKey, page: next }), [resetKey]);
  const query = useQuery({
    queryKey: [...queryKey, resetKey, page],
    queryFn: ({ signal }) => loadPage(page, signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const reload = useCallback(() => void client.invalidateQueries({ queryKey }), [client, queryKey]);

  // While another page or query loads, the last one stays on screen (keepPrevious) as `shown`.
  const loading = query.status === 'pending' || query.isPlaceholderData;
  const shown = query.data ?? null;
  const common = { reload, refreshing: query.isRefetching && !query.isPlaceholderData, page, setPage, shown };

  // A later page that came back empty (its rows deleted meanwhile): show the one before.
  const emptyLaterPage = !loading && query.status === 'success' && rows(query.data).length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPaging((p) => ({ ...p, page: Math.max(1, p.page - 1) }));
  }, [emptyLaterPage]);

  const [deletingId, setDeletingId] = useState<string | null>(null);
  const removeRow = async (id: string, remove: () => Promise<unknown>): Promise<unknown> => {
    setDeletingId(id);
    try {
      await remove();
      if (shown && rows(shown).length === 1 && page > 1) setPage(page - 1);
      reload();
      return null;
    } catch (error) {
      return error ?? new Error('Delete failed');
    } finally {
      setDeletingId(null);
    }
  };

  const result = { ...common, deletingId, removeRow };
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error, ...result, shown: null };
  if (loading) return { status: 'loading', data: undefined, error: undefined, ...result, shown: keepPrevious ? shown : null };
  return { status: 'success', data: query.data, error: undefined, ...result };
}
