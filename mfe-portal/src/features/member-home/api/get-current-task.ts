import type { CurrentTaskResponse, Task } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/tasks/current: the task in hand, or null when none is assigned. */
export async function getCurrentTask(signal?: AbortSignal): Promise<Task | null> {
  const body = await apiRequest<CurrentTaskResponse | undefined>('/api/member/tasks/current', { signal });
  return body?.task ?? null;
}
