import { apiRequest } from '@agency/web-kit';
import type { Domain } from '@agency/contracts/browser';

/** GET /api/admin/domains. A non-array answer counts as no domains (spec section 7). */
export async function listDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}
