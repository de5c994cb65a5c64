import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

export const HISTORY_PAGE_SIZE = 20;

type Answer = { requests?: unknown; nextCursor?: unknown; total?: unknown } | undefined;

/** GET /api/user/requests/previous?cursor=&limit=: one page of the signed-in user's own requests, newest first. */
export async function getRequestHistory(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceRequest>> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<Answer>(`/api/user/requests/previous?${query.toString()}`, { signal });
  // Spec section 4: a 304 (no body) means no change; an unusable answer shows as an empty history.
  const items = Array.isArray(body?.requests) ? (body.requests as ServiceRequest[]) : [];
  return {
    items,
    nextCursor: typeof body?.nextCursor === 'string' ? body.nextCursor : null,
    total: typeof body?.total === 'number' ? body.total : items.length,
  };
}
