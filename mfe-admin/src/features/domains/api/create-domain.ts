import { apiRequest } from '@agency/web-kit';
import type { Domain } from '@agency/contracts/browser';

/** POST /api/admin/domains (admin token). 409 DOMAIN_EXISTS for a duplicate name. */
export function createDomain(name: string, idempotencyKey?: string): Promise<Domain> {
  return apiRequest<Domain>('/api/admin/domains', { method: 'POST', body: { name }, idempotencyKey });
}
