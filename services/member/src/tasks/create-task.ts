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

/** The admin assigns work to a member (one task per member). */
export async function createTask(deps: { tasks: TaskRepository }, input: CreateTaskInput): Promise<Task> {
  return presentTask(await deps.tasks.insert({ ...input, status: 'Pending', assignedAt: new Date() }));
}

export async function summarizeTasks(deps: { tasks: TaskRepository }): Promise<TaskSummary> {
  return deps.tasks.countByCompletion();
}
