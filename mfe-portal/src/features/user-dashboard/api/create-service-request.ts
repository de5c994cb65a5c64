import type { CreateRequestBody, ServiceRequest } from '@agency/contracts/browser';
import { apiRequest, type ApiRequestOptions } from '@agency/web-kit';

/**
 * POST /api/user/requests; a retry of the same submission sends the same Idempotency-Key, and `account`
 * (the one the form was typed under) keeps it from being filed under another account.
 */
export function createServiceRequest(
  body: CreateRequestBody,
  { idempotencyKey, account }: Pick<ApiRequestOptions, 'idempotencyKey' | 'account'> = {},
): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>('/api/user/requests', { method: 'POST', body, idempotencyKey, account });
}
