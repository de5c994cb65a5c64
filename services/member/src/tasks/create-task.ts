import type { Task, TaskSummary } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import { presentTask } from './present-task';
import type { RequestWorkRepository } from './request-work-repository';
import type { TaskRepository } from './task-repository';

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

const requestCompleted = () => new AppError('REQUEST_COMPLETED', 'This request is already completed and cannot be assigned', 409);

/**
 * The admin assigns work to a member. Assigning the same request to the same member again (a second
 * click, a second admin, twenty at once) answers the task they already have: the unique (member,
 * request) index decides, not a read before the insert. A request whose last task was completed takes
 * no new task: the request's work record orders the insert against that completion.
 */
export async function createTask({ tasks, requestWork }: Deps, input: CreateTaskInput): Promise<Task> {
  const fresh = { ...input, status: 'Pending', assignedAt: new Date() };
  if (!input.requestId) return presentTask(await tasks.insert(fresh));
  const { requestId, memberId } = input;

  if ((await requestWork.revision(requestId)) === null) throw requestCompleted();
  const inserted = await tasks.insertUnlessAssigned(fresh);
  const task = inserted ?? (await tasks.findForRequest(memberId, requestId));
  if (!task) return createTask({ tasks, requestWork }, input); // a refused twin removed it: judge again
  // Recorded for an existing task too: a completion decided while its twin was being inserted is retried.
  if (!(await requestWork.recordTaskAdded(requestId))) {
    // The last task was completed between the check and the insert: the request is finished.
    if (inserted) await tasks.remove(inserted.id);
    throw requestCompleted();
  }
  return presentTask(task);
}

export async function summarizeTasks(deps: { tasks: TaskRepository }): Promise<TaskSummary> {
  return deps.tasks.countByCompletion();
}
