import type { Domain } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** The domain list in the admin's query cache (the domain page, and every Domain picker). */
export const domainsKey = ['admin', 'domains'];

/** GET /api/admin/domains (public): the domain list and the choices of every Domain picker. Spec §7: a non-array answer counts as none. */
export async function listDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}
