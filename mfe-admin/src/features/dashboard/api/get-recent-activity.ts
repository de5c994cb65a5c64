import type { ActivityResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/activity (admin token): the latest service requests; `available` false when their source is down. */
export function getRecentActivity(signal?: AbortSignal): Promise<ActivityResponse> {
  return apiRequest<ActivityResponse>('/api/admin/activity', { signal });
}
