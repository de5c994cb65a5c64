import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/**
 * POST /api/user/requests/:id/withdraw: the own PENDING request is withdrawn (kept in the history); 409 once
 * an admin answered it. Pressing Withdraw again after a lost answer sends the same key and gets the first outcome.
 */
export function withdrawServiceRequest(requestId: string, idempotencyKey: string): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>(`/api/user/requests/${encodeURIComponent(requestId)}/withdraw`, {
    method: 'POST',
    body: {},
    idempotencyKey,
  });
}
