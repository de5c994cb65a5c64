import type { Domain } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/user/domains (role user): the domains a new service request can target. */
export function getUserDomains(signal?: AbortSignal): Promise<Domain[]> {
  return apiRequest<Domain[]>('/api/user/domains', { signal });
}
