import type { RequestListResponse, ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';
import { REQUESTS_PAGE_SIZE, toCursorPage } from './list-requests';

/**
 * GET /api/admin/requests/unstaffed?cursor=&limit= (admin token): one page of the requests whose worker
 * was removed and nobody took over, newest first, with the whole count.
 */
export async function listUnstaffedRequests(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceRequest>> {
  const query = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return toCursorPage(await apiRequest<RequestListResponse>(`/api/admin/requests/unstaffed?${query.toString()}`, { signal }));
}
