import type { Client, CreateClientBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/admin/clients (admin token; spec §7): `domain` is the domain's name. 409 for a duplicate client name. */
export function createClient(body: CreateClientBody, idempotencyKey?: string): Promise<{ message?: string; client: Client }> {
  return apiRequest<{ message?: string; client: Client }>('/api/admin/clients', { method: 'POST', body, idempotencyKey });
}
