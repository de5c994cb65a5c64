import type { Task } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
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

const memberRemoved = () => new AppError('MEMBER_REMOVED', 'This member was removed and cannot receive tasks', 409);

/**
 * The admin hands a member work. Whether the request can take it is the user service's decision (it
 * owns the request and its assignees, and refuses a completed one before this is called); this service
 * owns the task. Assigning the same request to the same member again (a second click, a second admin,
 * twenty at once) answers the task they already have: the unique (member, request) index decides.
 */
export async function createTask({ tasks }: Deps, input: CreateTaskInput): Promise<Task> {
  if (await tasks.isRemoved(input.memberId)) throw memberRemoved();
  const fresh = { ...input, status: 'Pending', assignedAt: new Date() };
  if (!input.requestId) return presentTask(await unlessRemovedMeanwhile(tasks, await tasks.insert(fresh), true));
  const inserted = await tasks.insertUnlessAssigned(fresh);
  const task = inserted ?? (await tasks.findForRequest(input.memberId, input.requestId));
  if (!task) throw notFound('Task');
  // A withdrawn task is a removed member's: it is never handed out again.
  if (task.status === WITHDRAWN) throw memberRemoved();
  return presentTask(await unlessRemovedMeanwhile(tasks, task, inserted !== null));
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
