import type { Task, TaskSummary } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import { presentTask } from './present-task';
import type { TaskRepository } from './task-repository';

export interface CreateTaskInput {
  memberId: string;
  title: string;
  description: string;
  requestId?: string;
  projectId?: string;
}

/**
 * The admin assigns work to a member. Assigning the same request to the same member again (a second
 * click, a second admin) answers the task they already have instead of giving them a duplicate.
 */
export async function createTask(deps: { tasks: TaskRepository }, input: CreateTaskInput): Promise<Task> {
  const removed = () => new AppError('MEMBER_REMOVED', 'This member was removed and cannot receive tasks', 409);
  if (await deps.tasks.isRemoved(input.memberId)) throw removed();
  const existing = input.requestId ? await deps.tasks.findForRequest(input.memberId, input.requestId) : null;
  if (existing) return presentTask(existing);
  const task = await deps.tasks.insert({ ...input, status: 'Pending', assignedAt: new Date() });
  // Removed while this was being written: the withdrawal may have missed it, so take it back here.
  if (await deps.tasks.isRemoved(input.memberId)) {
    await deps.tasks.withdraw(task.id);
    throw removed();
  }
  return presentTask(task);
}

/** The admin service's outbox: the member was removed, so their open work is taken back (repeatable). */
export async function withdrawMemberTasks(deps: { tasks: TaskRepository }, memberId: string): Promise<{ withdrawn: number }> {
  return { withdrawn: await deps.tasks.withdrawAllOf(memberId) };
}

export async function summarizeTasks(deps: { tasks: TaskRepository }): Promise<TaskSummary> {
  return deps.tasks.countByCompletion();
}
