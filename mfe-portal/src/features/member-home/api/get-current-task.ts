import { apiRequest } from '@agency/web-kit';

export interface Task {
  title: string;
  description?: string;
  status?: string;
  date?: string;
}

/** GET /api/member/tasks/current: the task, `{ task }`, or nothing when none is assigned. */
export async function getCurrentTask(signal?: AbortSignal): Promise<Task | null> {
  const body = await apiRequest<unknown>('/api/member/tasks/current', { signal });
  const candidate = (body as { task?: unknown } | null)?.task ?? body;
  return candidate && typeof candidate === 'object' && typeof (candidate as Task).title === 'string' ? (candidate as Task) : null;
}
