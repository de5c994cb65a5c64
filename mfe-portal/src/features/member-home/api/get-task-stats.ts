import type { TaskStats } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/tasks/stats?dateRange= (default 30 days, spec section 9). */
export function getTaskStats(dateRange: number, signal?: AbortSignal): Promise<TaskStats> {
  return apiRequest<TaskStats>(`/api/member/tasks/stats?dateRange=${dateRange}`, { signal });
}
