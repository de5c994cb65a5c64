import type { Task } from '@agency/contracts';
import { AppError, productCounter } from '@agency/server-kit';
import { presentTask } from './present-task';
import type { RequestWorkRepository } from './request-work-repository';
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
  requestWork: RequestWorkRepository;
}

const requestsAssigned = productCounter('agency_requests_assigned_total', 'Requests handed to a member (a new task for the request)');

const memberRemoved = () => new AppError('MEMBER_REMOVED', 'This member was removed and cannot receive tasks', 409);
const requestCompleted = () => new AppError('REQUEST_COMPLETED', 'This request is already completed and cannot be assigned', 409);

/**
 * The admin assigns work to a member. Assigning the same request to the same member again (a second
 * click, a second admin, twenty at once) answers the task they already have: the unique (member,
 * request) index decides, not a read before the insert. A request whose last task was completed takes
 * no new task: the request's work record orders the insert against that completion.
 */
export async function createTask(deps: Deps, input: CreateTaskInput): Promise<Task> {
  const { tasks, requestWork } = deps;
  if (await tasks.isRemoved(input.memberId)) throw memberRemoved();
  const fresh = { ...input, status: 'Pending', assignedAt: new Date() };
  if (!input.requestId) return presentTask(await unlessRemovedMeanwhile(tasks, await tasks.insert(fresh), true));
  const { requestId, memberId } = input;

  if ((await requestWork.revision(requestId)) === null) throw requestCompleted();
  const inserted = await tasks.insertUnlessAssigned(fresh);
  const task = inserted ?? (await tasks.findForRequest(memberId, requestId));
  if (!task) return createTask(deps, input); // a refused twin removed it: judge again
  // A withdrawn task is a removed member's: it is never handed out again.
  if (task.status === WITHDRAWN) throw memberRemoved();
  // Recorded for an existing task too: a completion decided while its twin was being inserted is retried.
  if (!(await requestWork.recordTaskAdded(requestId))) {
    // The last task was completed between the check and the insert: the request is finished.
    if (inserted) await tasks.remove(inserted.id);
    throw requestCompleted();
  }
  const kept = await unlessRemovedMeanwhile(tasks, task, inserted !== null);
  if (inserted) requestsAssigned.inc();
  return presentTask(kept);
}

/** Removed while the task was being written: the withdrawal may have missed it, so take it back here. */
async function unlessRemovedMeanwhile(tasks: TaskRepository, task: TaskRecord, insertedHere: boolean): Promise<TaskRecord> {
  if (!(await tasks.isRemoved(task.memberId))) return task;
  if (insertedHere) await tasks.withdraw(task.id);
  throw memberRemoved();
}

/** The admin service's outbox: the member was removed, so their open work is taken back (repeatable). */
export async function withdrawMemberTasks(deps: { tasks: TaskRepository }, memberId: string): Promise<{ withdrawn: number }> {
  return { withdrawn: await deps.tasks.withdrawAllOf(memberId) };
}
