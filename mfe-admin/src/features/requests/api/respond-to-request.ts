import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/**
 * POST /api/admin/requests/:id/respond { status, reason? } (admin token). Only a PENDING request can be
 * answered, once: a second answer gets 409 REQUEST_ALREADY_PROCESSED, an unknown id 404. A rejection's
 * reason goes to the customer's e-mail.
 */
export function respondToRequest(requestId: string, status: 'approved' | 'rejected', reason?: string): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>(`/api/admin/requests/${encodeURIComponent(requestId)}/respond`, {
    method: 'POST',
    body: reason ? { status, reason } : { status },
  });
}
