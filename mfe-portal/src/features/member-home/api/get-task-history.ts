import type { TaskHistoryResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/tasks/history?cursor=&limit= (default page size 10, spec section 9). */
export function getTaskHistory(cursor: string | null, signal?: AbortSignal, limit = 10): Promise<TaskHistoryResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TaskHistoryResponse>(`/api/member/tasks/history?${query}`, { signal });
}
