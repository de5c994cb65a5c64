import type { Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, notFound, type Logger } from '@agency/server-kit';
import { presentTask } from './present-task';
import { COMPLETED, type TaskRecord, type TaskRepository } from './task-repository';
import type { RequestProgress, UserRequestsClient } from './user-requests-client';

interface Deps {
  tasks: TaskRepository;
  userRequests: Pick<UserRequestsClient, 'reportProgress'>;
  logger?: Logger;
}

/** A request with several members' tasks is completed only when the last of them is. */
async function progressOf(tasks: TaskRepository, task: TaskRecord): Promise<RequestProgress> {
  if (task.status !== COMPLETED || !task.requestId) return 'in_progress';
  return (await tasks.countOpenForRequest(task.requestId)) === 0 ? 'completed' : 'in_progress';
}

/** A member moves their own task forward; the linked request's timeline follows. */
export async function updateTaskStatus(
  { tasks, userRequests, logger }: Deps,
  memberId: string,
  id: string,
  { status }: UpdateTaskBody,
): Promise<Task> {
  const task = await tasks.findOwned(memberId, id);
  if (!task) throw notFound('Task');
  if (task.status === status) return presentTask(task); // a repeated click changes nothing
  if (task.status === COMPLETED) throw new AppError('TASK_ALREADY_COMPLETED', 'This task is already completed', 409);

  const updated = await tasks.changeStatus(memberId, id, task.status, status);
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  if (!updated.requestId) return presentTask(updated);

  try {
    const answer = await userRequests.reportProgress(updated.requestId, await progressOf(tasks, updated));
    // 404/409: the request is gone or not approved (an admin's data problem). The member's own work
    // record still stands; the mismatch goes to the log for an admin to look at.
    if (answer !== 200) logger?.warn('request progress not recorded', { taskId: id, requestId: updated.requestId, status: answer });
  } catch (err) {
    // The customer must not see a different state than the member: undo, and say why.
    await tasks.changeStatus(memberId, id, status, task.status);
    throw err;
  }
  return presentTask(updated);
}
