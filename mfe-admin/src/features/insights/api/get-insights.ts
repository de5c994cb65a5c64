import type { AdminInsights } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/insights?from=&to= (admin token): whole UTC days; a section whose owner is down says so. */
export function getInsights(period: { from: string; to: string }, signal?: AbortSignal): Promise<AdminInsights> {
  const query = new URLSearchParams(period);
  return apiRequest<AdminInsights>(`/api/admin/insights?${query.toString()}`, { signal });
}
