import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { UseRequestResult } from '@agency/web-kit';

/**
 * One call's answer from the remote's query cache, in the web kit's `useRequest` shape (loading, success
 * or error, `reload`, `refreshing`), so a page's states and texts stay as they are.
 */
export function useApiQuery<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  /**
   * `fresh`: the answer is not kept once no page shows it, so each visit reads it anew (the loading state
   * first), as a form must that starts from what the server holds and sends its version back.
   */
  options: { fresh?: boolean } = {},
): UseRequestResult<T> {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), ...(options.fresh ? { gcTime: 0 } : {}) });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const common = { reload, refreshing: query.isRefetching };
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error, ...common };
  if (query.status === 'success') return { status: 'success', data: query.data, error: undefined, ...common };
  return { status: 'loading', data: undefined, error: undefined, ...common };
}
