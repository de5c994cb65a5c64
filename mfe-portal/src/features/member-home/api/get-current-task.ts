import type { CurrentTaskResponse, Task } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/tasks/current: the task in hand, or null when none is assigned. */
export async function getCurrentTask(signal?: AbortSignal): Promise<Task | null> {
  const { task } = await apiRequest<CurrentTaskResponse>('/api/member/tasks/current', { signal });
  return task;
}
