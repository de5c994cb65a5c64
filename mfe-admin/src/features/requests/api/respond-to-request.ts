import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/**
 * POST /api/admin/requests/:id/respond { status } (admin token). Only a PENDING request can be
 * answered, once: a second answer gets 409 REQUEST_ALREADY_PROCESSED, an unknown id 404.
 */
export function respondToRequest(requestId: string, status: 'approved' | 'rejected'): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>(`/api/admin/requests/${encodeURIComponent(requestId)}/respond`, {
    method: 'POST',
    body: { status },
  });
}
