import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';
import { REQUESTS_PAGE_SIZE } from './list-requests';

type Answer = { requests?: unknown; nextCursor?: unknown; total?: unknown } | undefined;

/**
 * GET /api/admin/requests/unstaffed?cursor=&limit= (admin token): one page of the requests whose worker
 * was removed and nobody took over, newest first, with the whole count.
 */
export async function listUnstaffedRequests(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceRequest>> {
  const query = new URLSearchParams({ limit: String(REQUESTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<Answer>(`/api/admin/requests/unstaffed?${query.toString()}`, { signal });
  const items = Array.isArray(body?.requests) ? (body.requests as ServiceRequest[]) : [];
  return {
    items,
    nextCursor: typeof body?.nextCursor === 'string' ? body.nextCursor : null,
    total: typeof body?.total === 'number' ? body.total : items.length,
  };
}
