import type { Domain } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/user/domains (role user): the domains a new service request can target. */
export async function getUserDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/user/domains', { signal });
  // Accept a bare list or { domains: [...] }; anything else is no domains.
  const list = Array.isArray(body) ? body : (body as { domains?: unknown } | null)?.domains;
  return Array.isArray(list) ? (list as Domain[]) : [];
}
