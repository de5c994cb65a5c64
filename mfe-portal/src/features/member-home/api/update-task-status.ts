import type { Task, UpdateTaskBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** PATCH /api/member/tasks/:id — own tasks only; the customer's request timeline follows. */
export function updateTaskStatus(taskId: string, status: UpdateTaskBody['status'], options: { keepalive?: boolean } = {}): Promise<Task> {
  return apiRequest<Task>(`/api/member/tasks/${encodeURIComponent(taskId)}`, { method: 'PATCH', body: { status }, ...options });
}
