import type { RequestListResponse, ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

export const HISTORY_PAGE_SIZE = 20;

/** The user's own requests in the portal's query cache. */
export const historyKey = ['portal', 'requests', 'history'];

/** GET /api/user/requests/previous?cursor=&limit=: one page of the signed-in user's own requests, newest first. */
export async function getRequestHistory(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceRequest>> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { requests, nextCursor, total } = await apiRequest<RequestListResponse>(`/api/user/requests/previous?${query.toString()}`, {
    signal,
  });
  return { items: requests, nextCursor, total };
}
