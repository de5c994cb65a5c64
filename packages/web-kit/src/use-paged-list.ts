import { useCallback, useEffect, useState } from 'react';
import { useRequest, type UseRequestResult } from './use-request';

export interface UsePagedListOptions<P> {
  /** The rows of one page's answer. */
  rows: (page: P) => readonly unknown[];
  /** What the list is of (search, filters): a new value starts again at page 1. */
  resetKey?: string;
  /** While another page or query loads, keep the last page on screen instead of the loading state. */
  keepPrevious?: boolean;
}

export type UsePagedListResult<P> = UseRequestResult<P> & {
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

/** An admin list read a numbered page at a time (?page=&limit=), with Previous/Next and Delete per row. */
export function usePagedList<P>(
  loadPage: (page: number, signal: AbortSignal) => Promise<P>,
  { rows, resetKey = '', keepPrevious = false }: UsePagedListOptions<P>,
): UsePagedListResult<P> {
  // A new resetKey starts again at page 1, without an extra render pass.
  const [paging, setPaging] = useState({ key: resetKey, page: 1 });
  const page = paging.key === resetKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: resetKey, page: next }), [resetKey]);
  const request = useRequest((signal) => loadPage(page, signal), [resetKey, page]);

  const [previous, setPrevious] = useState<P | null>(null);
  if (keepPrevious && request.status === 'success' && request.data !== previous) setPrevious(request.data);
  const shown = request.status === 'success' ? request.data : keepPrevious && request.status === 'loading' ? previous : null;

  // A later page that came back empty (its rows deleted meanwhile): show the one before.
  const emptyLaterPage = request.status === 'success' && rows(request.data).length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPaging((p) => ({ ...p, page: Math.max(1, p.page - 1) }));
  }, [emptyLaterPage]);

  const [deletingId, setDeletingId] = useState<string | null>(null);
  const removeRow = async (id: string, remove: () => Promise<unknown>): Promise<unknown> => {
    setDeletingId(id);
    try {
      await remove();
      if (shown && rows(shown).length === 1 && page > 1) setPage(page - 1);
      else request.reload();
      return null;
    } catch (error) {
      return error ?? new Error('Delete failed');
    } finally {
      setDeletingId(null);
    }
  };

  return { ...request, page, setPage, shown, deletingId, removeRow };
}
