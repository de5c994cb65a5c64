import type { RequestProgressBody, Task } from '@agency/contracts';
import { AppError, notFound, productCounter, type MessageOfEach } from '@agency/server-kit';
import { presentTask } from './present-task';
import { WITHDRAWN, type TaskRecord, type TaskRepository } from './task-repository';

export interface CreateTaskInput {
  memberId: string;
  title: string;
  description: string;
  requestId?: string;
  projectId?: string;
}

interface Deps {
  tasks: TaskRepository;
}

const requestsAssigned = productCounter('agency_requests_assigned_total', 'Requests handed to a member (a new task for the request)');

/**
 * Tells the request's owner (user service) that the member's work on it was taken back: they leave its
 * assignees. Each withdrawn task records it for its own request, under an id naming the member and the
 * request (one task per pair), so a repeated withdrawal or delivery is one event for the receiver.
 */
const withdrawnMessage = (memberId: string): MessageOfEach => ({
  id: ['task.withdrawn:', memberId, ':', { field: 'requestId' }],
  kind: 'task.withdrawn',
  to: 'user',
  path: ['/internal/requests/', { field: 'requestId' }, '/progress'],
  body: { memberId, taskStatus: 'Withdrawn' } satisfies RequestProgressBody,
});

/** A removed member gets no task: the caller (the request's owner, which recorded the assign) takes them off. */
const memberRemoved = () => new AppError('MEMBER_REMOVED', 'This member was removed and cannot receive tasks', 409);

/**
 * A member gets work: a request's task (the user service, which owns the request and its assignees,
 * recorded the assign and delivers this) or a project's. This service owns the task. The same request
 * for the same member again (a redelivery, a second click, twenty at once) answers the task they
 * already have: the unique (member, request) index decides.
 *
 * A removed member is refused. The look after the write is what keeps that right under a race: the
 * withdrawal marks the member before it withdraws their tasks, and this looks after it writes, so a task
 * the withdrawal missed is seen here. The look before only spares a member already known removed a task
 * record (it would list the request among those that lost their worker). Either refusal takes back the
 * member's open task for the request, so one an earlier call wrote before it died is taken back by the
 * caller's redelivery.
 */
export async function createTask({ tasks }: Deps, input: CreateTaskInput): Promise<Task> {
  const written = (await tasks.isRemoved(input.memberId)) ? null : await writeTask(tasks, input);
  // A withdrawn task is a removed member's: it is never handed out again.
  if (written && written.task.status !== WITHDRAWN && !(await tasks.isRemoved(input.memberId))) {
    if (written.inserted && input.requestId) requestsAssigned.inc();
    return presentTask(written.task);
  }
  if (written) await tasks.withdrawOpen({ id: written.task.id });
  else if (input.requestId) await tasks.withdrawOpen({ memberId: input.memberId, requestId: input.requestId });
  throw memberRemoved();
}

/** The new task, or the one the member already has for the request. */
async function writeTask(tasks: TaskRepository, input: CreateTaskInput): Promise<{ task: TaskRecord; inserted: boolean }> {
  const fresh = { ...input, status: 'Pending', assignedAt: new Date() };
  if (!input.requestId) return { task: await tasks.insert(fresh), inserted: true };
  const inserted = await tasks.insertUnlessAssigned(fresh);
  const task = inserted ?? (await tasks.findForRequest(input.memberId, input.requestId));
  if (!task) throw notFound('Task');
  return { task, inserted: inserted !== null };
}

/**
 * The admin service's outbox: the member was removed, so their open work is taken back, each task
 * recording, in the write that withdraws it, the message that tells its request. Two writes, not one:
 * the removal marker must exist whether or not the member has tasks (it refuses their later tasks), and
 * it is not a task document, so no single write holds both. Both are repeatable and the admin's outbox
 * redelivers until this answers, so a crash between them is finished by the repeat. The marker comes
 * first, so a task created meanwhile is either withdrawn here or seen by createTask's look after its write.
 */
export async function withdrawMemberTasks(deps: Deps, memberId: string): Promise<{ withdrawn: number }> {
  await deps.tasks.markRemoved(memberId);
  return { withdrawn: await deps.tasks.withdrawAllOf(memberId, withdrawnMessage(memberId)) };
}
