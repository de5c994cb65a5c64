import type { ServiceRequest } from '@agency/contracts';
import { apiRequest } from '@agency/web-kit';

/** The statuses the admin lists: the queue (PENDING), approved work, and work under way. */
export type ListedStatus = 'PENDING' | 'approved' | 'in_progress';

/**
 * GET /api/admin/requests?status=&assigned= (admin token): newest first, at most 100 (the server's cap).
 * `assigned` false: nobody has it yet (awaiting assignment); true: assigned to someone.
 */
export async function listRequests(status: ListedStatus, signal?: AbortSignal, assigned?: boolean): Promise<ServiceRequest[]> {
  const filter = assigned === undefined ? '' : `&assigned=${assigned}`;
  const body = await apiRequest<{ requests?: unknown } | undefined>(`/api/admin/requests?status=${status}&limit=100${filter}`, { signal });
  // Spec section 4: a 304 (no body) is "no change"; anything but a list counts as none.
  return Array.isArray(body?.requests) ? (body.requests as ServiceRequest[]) : [];
}
