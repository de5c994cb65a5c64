import type { TaskHistoryResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/tasks/history?cursor=&limit= (default page size 10, spec section 9). */
export async function getTaskHistory(cursor: string | null, signal?: AbortSignal, limit = 10): Promise<TaskHistoryResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<TaskHistoryResponse | undefined>(`/api/member/tasks/history?${query}`, { signal });
  return { tasks: body?.tasks ?? [], nextCursor: body?.nextCursor ?? null };
}
