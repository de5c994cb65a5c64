import type { RequestListResponse, ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

/** The statuses the admin lists: the queue (PENDING), approved work, and work under way. */
export type ListedStatus = 'PENDING' | 'approved' | 'in_progress';

export const REQUESTS_PAGE_SIZE = 50;

/**
 * GET /api/admin/requests?status=&assigned=&cursor=&limit= (admin token): one page, newest first, with
 * the whole count. `assigned` false: nobody has it yet (awaiting assignment); true: assigned to someone.
 */
export async function listRequests(
  status: ListedStatus,
  cursor: string | null,
  signal?: AbortSignal,
  assigned?: boolean,
): Promise<CursorPage<ServiceRequest>> {
  const query = new URLSearchParams({ status, limit: String(REQUESTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (assigned !== undefined) query.set('assigned', String(assigned));
  const body = await apiRequest<RequestListResponse>(`/api/admin/requests?${query.toString()}`, { signal });
  return toCursorPage(body);
}

/** The contract's list answer as one page of rows. */
export function toCursorPage({ requests, nextCursor, total }: RequestListResponse): CursorPage<ServiceRequest> {
  return { items: requests, nextCursor, total };
}

type UnderWayCursor = { assigned: string | null; inProgress: string | null };

/**
 * Work under way: approved requests someone is assigned to, then those in progress (newest first
 * within each). Both lists page on together; the cursor carries where each one stands.
 */
export async function listUnderWay(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceRequest>> {
  const at: UnderWayCursor | null = cursor ? (JSON.parse(cursor) as UnderWayCursor) : null;
  const none: CursorPage<ServiceRequest> = { items: [], nextCursor: null, total: 0 };
  const [assigned, inProgress] = await Promise.all([
    !at || at.assigned ? listRequests('approved', at?.assigned ?? null, signal, true) : none,
    !at || at.inProgress ? listRequests('in_progress', at?.inProgress ?? null, signal) : none,
  ]);
  const next: UnderWayCursor = { assigned: assigned.nextCursor, inProgress: inProgress.nextCursor };
  return {
    items: [...assigned.items, ...inProgress.items],
    nextCursor: next.assigned || next.inProgress ? JSON.stringify(next) : null,
    total: assigned.total + inProgress.total,
  };
}
