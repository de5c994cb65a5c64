import type { CurrentTaskResponse } from '@agency/contracts';
import type { TaskRepository } from './task-repository';

export async function showCurrentTask(deps: { tasks: TaskRepository }, memberId: string): Promise<CurrentTaskResponse> {
  const task = await deps.tasks.findCurrent(memberId);
  if (!task) return { task: null };
  const { id, title, description, status, assignedAt } = task;
  return { task: { task_id: id, title, description, status, date: assignedAt.toISOString() } };
}
