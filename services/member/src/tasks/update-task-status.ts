import type { RequestProgressBody, Task, UpdateTaskBody } from '@agency/contracts';
import { AppError, newEventId, notFound, type EmbeddedMessageRelay, type OutboxMessage } from '@agency/server-kit';
import { presentTask } from './present-task';
import { COMPLETED, WITHDRAWN, type TaskRepository } from './task-repository';

interface Deps {
  tasks: TaskRepository;
  /** Delivers what a task change records (the app's relay for the tasks collection). */
  messages: Pick<EmbeddedMessageRelay, 'deliverNow'>;
  /** How long the writer keeps its own delivery attempt to itself before the relay may take over. */
  writerLeaseMs: number;
}

/**
 * A member moves their own task forward. The task is this service's fact; the linked request (user
 * service) is told the task's new status by a message the same write records in the task, and its
 * owner decides what that means for the request (in progress, or completed with the last open task).
 * So the member's answer is the truth whatever the user service does: it is told, with retries, and
 * the customer's request catches up when it answers.
 */
export async function updateTaskStatus(deps: Deps, memberId: string, id: string, { status }: UpdateTaskBody): Promise<Task> {
  const { tasks } = deps;
  const task = await tasks.findOwned(memberId, id);
  if (!task) throw notFound('Task');
  if (task.status === WITHDRAWN) throw new AppError('TASK_WITHDRAWN', 'This task was withdrawn and can no longer be changed', 409);
  if (task.status === status) return presentTask(task); // a repeated click changes nothing
  if (task.status === COMPLETED) throw new AppError('TASK_ALREADY_COMPLETED', 'This task is already completed', 409);

  // A fresh id per change: each is its own step on the request (and its own e-mail to the customer).
  const messages: OutboxMessage[] = task.requestId
    ? [
        {
          id: newEventId(),
          kind: 'task.progress',
          to: 'user',
          path: `/internal/requests/${task.requestId}/progress`,
          body: { memberId, taskStatus: status } satisfies RequestProgressBody,
        },
      ]
    : [];
  // Conditional on the status read: a withdrawal or another tab in between wins, and nothing is recorded.
  const updated = await tasks.changeStatus(memberId, id, task.status, status, messages, deps.writerLeaseMs);
  if (!updated) throw new AppError('TASK_CHANGED', 'This task was changed meanwhile; reload and try again', 409);
  // Not awaited: the member's answer never waits for the user service (the relay retries what this misses).
  if (messages.length > 0) void deps.messages.deliverNow(tasks.storedId(id), messages);
  return presentTask(updated);
}
