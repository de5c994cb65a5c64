import type { DomainUsage } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/domains/{id}/usage (admin token): what refers to the domain, asked before deleting it. */
export function getDomainUsage(domainId: string): Promise<DomainUsage> {
  return apiRequest<DomainUsage>(`/api/admin/domains/${encodeURIComponent(domainId)}/usage`);
}
