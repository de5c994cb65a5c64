import type { ServiceRequest } from '@agency/contracts';
import { apiRequest } from '@agency/web-kit';

/** The statuses the admin lists: the queue (PENDING) and approved work waiting for hands. */
export type ListedStatus = 'PENDING' | 'approved';

/** GET /api/admin/requests?status= (admin token): newest first, at most 100 (the server's cap). */
export async function listRequests(status: ListedStatus, signal?: AbortSignal): Promise<ServiceRequest[]> {
  const body = await apiRequest<{ requests?: unknown } | undefined>(`/api/admin/requests?status=${status}&limit=100`, { signal });
  // Spec section 4: a 304 (no body) is "no change"; anything but a list counts as none.
  return Array.isArray(body?.requests) ? (body.requests as ServiceRequest[]) : [];
}
