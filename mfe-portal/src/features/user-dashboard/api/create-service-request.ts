import type { CreateRequestBody, ServiceRequest } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/user/requests; a retry of the same submission sends the same Idempotency-Key. */
export function createServiceRequest(body: CreateRequestBody, idempotencyKey?: string): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>('/api/user/requests', { method: 'POST', body, idempotencyKey });
}
