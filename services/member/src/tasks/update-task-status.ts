import type { Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, newEventId, notFound, type Outbox, type OutboxEntry, type OutboxMessage } from '@agency/server-kit';
import { presentTask } from './present-task';
import { COMPLETED, WITHDRAWN, type TaskRecord, type TaskRepository } from './task-repository';

export type RequestProgress = 'in_progress' | 'completed';

interface Deps {
  tasks: TaskRepository;
  outbox: Pick<Outbox, 'withMessages'>;
}

/** A request with several members' tasks is completed only when the last of them is. */
async function progressOf(tasks: TaskRepository, task: TaskRecord, status: string): Promise<RequestProgress> {
  if (status !== COMPLETED || !task.requestId) return 'in_progress';
  return (await tasks.countOpenForRequest(task.requestId, task.id)) === 0 ? 'completed' : 'in_progress';
}

/**
 * A member moves their own task forward; the linked request's timeline (user service) follows through
 * the outbox, written with the task's change. So the member's answer is the truth whatever the user
 * service does: it is told, with retries, and the customer's request catches up when it answers.
 */
export async function updateTaskStatus({ tasks, outbox }: Deps, memberId: string, id: string, { status }: UpdateTaskBody): Promise<Task> {
  const task = await tasks.findOwned(memberId, id);
  if (!task) throw notFound('Task');
  if (task.status === WITHDRAWN) throw new AppError('TASK_WITHDRAWN', 'This task was withdrawn and can no longer be changed', 409);
  if (task.status === status) return presentTask(task); // a repeated click changes nothing
  if (task.status === COMPLETED) throw new AppError('TASK_ALREADY_COMPLETED', 'This task is already completed', 409);

  const messages: OutboxMessage[] = task.requestId
    ? [
        {
          id: newEventId(),
          kind: 'task.progress',
          to: 'user',
          path: `/internal/requests/${task.requestId}/progress`,
          body: { status: await progressOf(tasks, task, status) },
          meta: { taskId: id, status },
        },
      ]
    : [];
  // Conditional on the status read: a withdrawal or another tab in between wins, and nothing is sent.
  const updated = await outbox.withMessages(
    messages,
    () => tasks.changeStatus(memberId, id, task.status, status),
    (u) => u !== null,
  );
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  return presentTask(updated);
}

/** For a progress message a crash left held: sent only if the task really has that status. */
export async function didTaskChange(tasks: TaskRepository, entry: OutboxEntry): Promise<boolean> {
  const { taskId, status } = entry.meta ?? {};
  if (!taskId) return true;
  const task = await tasks.findById(taskId);
  return task?.status === status;
}
