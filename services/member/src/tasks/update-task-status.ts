import type { Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, newEventId, notFound, type Outbox, type OutboxEntry, type OutboxMessage } from '@agency/server-kit';
import { presentTask } from './present-task';
import type { RequestWorkRepository } from './request-work-repository';
import { COMPLETED, WITHDRAWN, type TaskRecord, type TaskRepository } from './task-repository';

export type RequestProgress = 'in_progress' | 'completed';

interface Deps {
  tasks: TaskRepository;
  requestWork: RequestWorkRepository;
  outbox: Pick<Outbox, 'withMessages' | 'amend'>;
}

/**
 * A request with several members' tasks is completed only when the last of them is. The count is
 * judged against the request's work record: a task added while counting changes its rev, so the
 * completion is judged again instead of finishing a request that just got a new task.
 */
async function progressOf({ tasks, requestWork }: Pick<Deps, 'tasks' | 'requestWork'>, task: TaskRecord): Promise<RequestProgress> {
  if (task.status !== COMPLETED || !task.requestId) return 'in_progress';
  for (;;) {
    const rev = await requestWork.revision(task.requestId);
    if (rev === null) return 'completed';
    if ((await tasks.countOpenForRequest(task.requestId)) > 0) return 'in_progress';
    if (await requestWork.completeAt(task.requestId, rev)) return 'completed';
  }
}

/**
 * A member moves their own task forward; the linked request's timeline (user service) follows through
 * the outbox. The message is held before the task changes and says `completed` once the request's work
 * record decides so, inside the change; it is released after. So the member's answer is the truth
 * whatever the user service does: it is told, with retries, and the customer's request catches up
 * when it answers (never "not changed" for the member while the customer's request changed).
 */
export async function updateTaskStatus(deps: Deps, memberId: string, id: string, { status }: UpdateTaskBody): Promise<Task> {
  const { tasks, outbox } = deps;
  const task = await tasks.findOwned(memberId, id);
  if (!task) throw notFound('Task');
  if (task.status === WITHDRAWN) throw new AppError('TASK_WITHDRAWN', 'This task was withdrawn and can no longer be changed', 409);
  if (task.status === status) return presentTask(task); // a repeated click changes nothing
  if (task.status === COMPLETED) throw new AppError('TASK_ALREADY_COMPLETED', 'This task is already completed', 409);

  const message: OutboxMessage | null = task.requestId
    ? {
        id: newEventId(),
        kind: 'task.progress',
        to: 'user',
        path: `/internal/requests/${task.requestId}/progress`,
        body: { status: 'in_progress' satisfies RequestProgress, taskStatus: status },
        meta: { taskId: id, status },
      }
    : null;
  // Conditional on the status read: a withdrawal or another tab in between wins, and nothing is sent.
  const updated = await outbox.withMessages(
    message ? [message] : [],
    async () => {
      const changed = await tasks.changeStatus(memberId, id, task.status, status);
      if (changed && message && (await progressOf(deps, changed)) === 'completed') {
        await outbox.amend(message.id, { status: 'completed' satisfies RequestProgress, taskStatus: status });
      }
      return changed;
    },
    (u) => u !== null,
  );
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  return presentTask(updated);
}

/**
 * For a progress message a crash left held: sent only if the task really has that status, and saying
 * `completed` when the request's work record was completed (the crash may have come before the message
 * was amended).
 */
export async function didTaskChange(deps: Deps, entry: OutboxEntry): Promise<boolean> {
  const { taskId, status } = entry.meta ?? {};
  if (!taskId) return true;
  const task = await deps.tasks.findById(taskId);
  if (!task || task.status !== status) return false;
  if (task.status === COMPLETED && task.requestId && (await deps.requestWork.revision(task.requestId)) === null) {
    await deps.outbox.amend(entry._id, { status: 'completed' satisfies RequestProgress, taskStatus: task.status });
  }
  return true;
}
