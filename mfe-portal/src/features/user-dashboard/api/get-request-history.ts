import type { RequestListResponse, ServiceRequest } from '@agency/contracts';
import { apiRequest } from '@agency/web-kit';

/** GET /api/user/requests/previous: the signed-in user's own requests, newest first. */
export async function getRequestHistory(signal?: AbortSignal): Promise<ServiceRequest[]> {
  const body = await apiRequest<RequestListResponse | undefined>('/api/user/requests/previous', { signal });
  // Spec section 4: a 304 (no body) means no change; an unusable answer shows as an empty history.
  return Array.isArray(body?.requests) ? body.requests : [];
}
