import type { RequestProgressBody, Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, newEventId, notFound, type Outbox, type OutboxEntry, type OutboxMessage } from '@agency/server-kit';
import { presentTask } from './present-task';
import { COMPLETED, WITHDRAWN, type TaskRepository } from './task-repository';

interface Deps {
  tasks: TaskRepository;
  outbox: Pick<Outbox, 'withMessages'>;
}

/**
 * A member moves their own task forward. The task is this service's fact; the linked request (user
 * service) is told the task's new status through the outbox, written with the change, and its owner
 * decides what that means for the request (in progress, or completed with the last open task). So the
 * member's answer is the truth whatever the user service does: it is told, with retries, and the
 * customer's request catches up when it answers.
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
        body: { memberId, taskStatus: status } satisfies RequestProgressBody,
        meta: { taskId: id, status },
      }
    : null;
  // Conditional on the status read: a withdrawal or another tab in between wins, and nothing is sent.
  const updated = await outbox.withMessages(
    message ? [message] : [],
    () => tasks.changeStatus(memberId, id, task.status, status),
    (u) => u !== null,
  );
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  return presentTask(updated);
}

/** For a progress message a crash left held: sent only if the task really has that status. */
export async function didTaskChange(deps: Pick<Deps, 'tasks'>, entry: OutboxEntry): Promise<boolean> {
  const { taskId, status } = entry.meta ?? {};
  if (!taskId) return true;
  const task = await deps.tasks.findById(taskId);
  return task !== null && task.status === status;
}
