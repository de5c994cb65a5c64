import { apiRequest } from '@agency/web-kit';

/** DELETE /api/admin/domains/{id} (admin token). */
export function deleteDomain(domainId: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/admin/domains/${encodeURIComponent(domainId)}`, { method: 'DELETE' });
}
