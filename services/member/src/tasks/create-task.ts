import type { Task, TaskSummary } from '@agency/contracts';
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
  const existing = input.requestId ? await deps.tasks.findForRequest(input.memberId, input.requestId) : null;
  return presentTask(existing ?? (await deps.tasks.insert({ ...input, status: 'Pending', assignedAt: new Date() })));
}

export async function summarizeTasks(deps: { tasks: TaskRepository }): Promise<TaskSummary> {
  return deps.tasks.countByCompletion();
}
