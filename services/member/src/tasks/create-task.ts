import type { RequestProgressBody, Task } from '@agency/contracts';
import { AppError, newEventId, notFound, productCounter, type Outbox, type OutboxMessage } from '@agency/server-kit';
import { presentTask } from './present-task';
import { WITHDRAWN, type TaskRepository } from './task-repository';

export interface CreateTaskInput {
  memberId: string;
  title: string;
  description: string;
  requestId?: string;
  projectId?: string;
}

interface Deps {
  tasks: TaskRepository;
  outbox: Pick<Outbox, 'withMessages'>;
}

const requestsAssigned = productCounter('agency_requests_assigned_total', 'Requests handed to a member (a new task for the request)');

/** Tells the request's owner (user service) that the member's work on it was taken back: they leave its assignees. */
const withdrawnMessage = (memberId: string, requestId: string): OutboxMessage => ({
  id: newEventId(),
  kind: 'task.withdrawn',
  to: 'user',
  path: `/internal/requests/${requestId}/progress`,
  body: { memberId, taskStatus: 'Withdrawn' } satisfies RequestProgressBody,
});

/** A removed member gets no task: the caller (the request's owner, which recorded the assign) takes them off. */
const memberRemoved = () => new AppError('MEMBER_REMOVED', 'This member was removed and cannot receive tasks', 409);

/**
 * A member gets work: a request's task (the user service, which owns the request and its assignees,
 * recorded the assign and delivers this) or a project's. This service owns the task. The same request
 * for the same member again (a redelivery, a second click, twenty at once) answers the task they
 * already have: the unique (member, request) index decides.
 */
export async function createTask({ tasks }: Pick<Deps, 'tasks'>, input: CreateTaskInput): Promise<Task> {
  if (await tasks.isRemoved(input.memberId)) throw memberRemoved();
  const fresh = { ...input, status: 'Pending', assignedAt: new Date() };
  const inserted = input.requestId ? await tasks.insertUnlessAssigned(fresh) : await tasks.insert(fresh);
  const task = inserted ?? (await tasks.findForRequest(input.memberId, input.requestId!));
  if (!task) throw notFound('Task');
  // A withdrawn task is a removed member's: it is never handed out again. Removed while the task was
  // being written: the withdrawal may have missed it (it marks the member before it looks), so take it back here.
  if (task.status === WITHDRAWN || (await tasks.isRemoved(task.memberId))) {
    if (inserted) await tasks.withdraw(task.id);
    throw memberRemoved();
  }
  if (inserted && input.requestId) requestsAssigned.inc();
  return presentTask(task);
}

/**
 * The admin service's outbox: the member was removed, so their open work is taken back (repeatable),
 * and each request they worked on is told with the withdrawal. The member is marked first, so a task
 * created meanwhile is either found here or refused by createTask's second look.
 */
export async function withdrawMemberTasks(deps: Deps, memberId: string): Promise<{ withdrawn: number }> {
  await deps.tasks.markRemoved(memberId);
  const requestIds = await deps.tasks.listOpenRequestIds(memberId);
  const messages = requestIds.map((requestId) => withdrawnMessage(memberId, requestId));
  return { withdrawn: await deps.outbox.withMessages(messages, () => deps.tasks.withdrawAllOf(memberId)) };
}
