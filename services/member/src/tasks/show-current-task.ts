import type { CurrentTaskResponse } from '@agency/contracts';
import { presentTask } from './present-task';
import type { TaskRepository } from './task-repository';

export async function showCurrentTask(deps: { tasks: TaskRepository }, memberId: string): Promise<CurrentTaskResponse> {
  const task = await deps.tasks.findCurrent(memberId);
  return { task: task ? presentTask(task) : null };
}
