import type { Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, notFound, type Logger } from '@agency/server-kit';
import { presentTask } from './present-task';
import type { RequestWorkRepository } from './request-work-repository';
import { COMPLETED, type TaskRecord, type TaskRepository } from './task-repository';
import type { RequestProgress, UserRequestsClient } from './user-requests-client';

interface Deps {
  tasks: TaskRepository;
  requestWork: RequestWorkRepository;
  userRequests: Pick<UserRequestsClient, 'reportProgress'>;
  logger?: Logger;
}

/**
 * A request with several members' tasks is completed only when the last of them is. The count is
 * judged against the request's work record: a task added while counting changes its rev, so the
 * completion is judged again instead of finishing a request that just got a new task.
 */
async function progressOf({ tasks, requestWork }: Deps, task: TaskRecord): Promise<RequestProgress> {
  if (task.status !== COMPLETED || !task.requestId) return 'in_progress';
  for (;;) {
    const rev = await requestWork.revision(task.requestId);
    if (rev === null) return 'completed';
    if ((await tasks.countOpenForRequest(task.requestId)) > 0) return 'in_progress';
    if (await requestWork.completeAt(task.requestId, rev)) return 'completed';
  }
}

/** A member moves their own task forward; the linked request's timeline follows. */
export async function updateTaskStatus(deps: Deps, memberId: string, id: string, { status }: UpdateTaskBody): Promise<Task> {
  const { tasks, userRequests, logger } = deps;
  const task = await tasks.findOwned(memberId, id);
  if (!task) throw notFound('Task');
  if (task.status === status) return presentTask(task); // a repeated click changes nothing
  if (task.status === COMPLETED) throw new AppError('TASK_ALREADY_COMPLETED', 'This task is already completed', 409);

  const updated = await tasks.changeStatus(memberId, id, task.status, status);
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  if (!updated.requestId) return presentTask(updated);

  const progress = await progressOf(deps, updated);
  try {
    const answer = await userRequests.reportProgress(updated.requestId, progress);
    // 404/409: the request is gone or not approved (an admin's data problem). The member's own work
    // record still stands; the mismatch goes to the log for an admin to look at.
    if (answer !== 200) logger?.warn('request progress not recorded', { taskId: id, requestId: updated.requestId, status: answer });
  } catch (err) {
    // The customer must not see a different state than the member: undo, and say why.
    await tasks.changeStatus(memberId, id, status, task.status);
    if (progress === 'completed') await deps.requestWork.reopen(updated.requestId);
    throw err;
  }
  return presentTask(updated);
}
