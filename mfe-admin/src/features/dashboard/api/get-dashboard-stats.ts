import type { DashboardStats } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/dashboard/stats (admin token). `pendingRequests` is null while the user service is down. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('/api/admin/dashboard/stats', { signal });
}
