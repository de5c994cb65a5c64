import {
  ASSIGNABLE_REQUEST_STATUSES,
  taskSchema,
  type AssignedTasks,
  type CreateTaskBody,
  type RequestAssignee,
  type Task,
} from '@agency/contracts';
import {
  AppError,
  notFound,
  upstreamError,
  type EmbeddedMessage,
  type EmbeddedMessageRelay,
  type Outcome,
  type OutboxMessage,
} from '@agency/server-kit';
import { notAssignable } from './change-request-status';
import { eventMessage } from '../notifications/notification-event';
import { removeAssigneeUpdate } from './request-queue';
import { requesterOf, taskTitleFor } from './request-name';
import type { RequestRecord, RequestRepository } from './request-repository';

export interface AssignDeps {
  requests: RequestRepository;
  /** Delivers the messages the assign recorded (the app's relay for service_requests). */
  messages: Pick<EmbeddedMessageRelay, 'deliverNow'>;
}

const TASKS_DOWN = 'The task system is unavailable. The assignment is recorded and its tasks follow once it answers.';
/**
 * How long the assign waits for the member service before answering 503 (the relay takes over after the
 * lease). Parallel repeats of one assign each ask again, so on a loaded machine 3 s was too tight.
 */
export const ASSIGN_DELIVERY_MS = 5000;
const WRITER_LEASE_MS = ASSIGN_DELIVERY_MS + 2000;

const TASK_CREATE = 'task.create';

/** The id of the message that makes the member's task for the request (one per member and request). */
export const taskMessageId = (requestId: string, memberId: string) => `${TASK_CREATE}:${requestId}:${memberId}`;

/** The member's task for the request, as the member service makes it (idempotent: one per member and request). */
function taskMessage(request: RequestRecord, memberId: string): OutboxMessage {
  const body: CreateTaskBody = {
    memberId,
    title: taskTitleFor(request),
    description: request.description || `Requested by ${requesterOf(request)}`,
    requestId: request.id,
  };
  return { id: taskMessageId(request.id, memberId), kind: TASK_CREATE, to: 'member', path: '/internal/tasks', body };
}

/**
 * The admin hands the request to members (their accounts; the admin service vouches that they are
 * members with a login). This service owns the request and who works on it, so the assign is ONE
 * conditional write on the request: while its status is approved or in progress, the members are added
 * to its assignees and, in the same document, the messages that must follow are recorded: each member's
 * task (member service) and the e-mails. Then it delivers them at once and answers the tasks. A crash
 * after the write leaves nothing half-done: the relay delivers what is recorded. A member the member
 * service refuses for good (removed meanwhile) is taken off again by the relay, in the write that
 * drops the message. A repeat (retry, double click, parallel admins) records and delivers the same
 * messages again, which the receivers take as repeats: one task per member, one e-mail per event.
 */
export async function assignRequest(deps: AssignDeps, id: string, members: RequestAssignee[]): Promise<AssignedTasks> {
  const assignees = [...new Map(members.map((m) => [m.id, m])).values()];
  const request = await deps.requests.findById(id);
  if (!request) throw notFound('Request');
  const tasks = assignees.map((m) => taskMessage(request, m.id));
  // E-mail events (to 'self': this service's notifier), keyed so that a repeat is one e-mail per person.
  const mails = [
    ...assignees.map((m) => eventMessage({ key: `member.assigned:${id}:${m.id}`, type: 'member.assigned', requestId: id, memberId: m.id })),
    eventMessage({ key: `request.assigned:${id}`, type: 'request.assigned', requestId: id }),
  ];
  const assigned = await deps.requests.assign(id, ASSIGNABLE_REQUEST_STATUSES, assignees, [...tasks, ...mails], WRITER_LEASE_MS);
  if (!assigned) throw notAssignable((await deps.requests.findById(id))?.status ?? request.status);
  const outcomes = await deps.messages.deliverNow(deps.requests.storedId(id), [...tasks, ...mails], ASSIGN_DELIVERY_MS);
  return { tasks: outcomes.slice(0, tasks.length).map(taskOf) };
}

/** The member service's answer to one task, as the admin sees it: its task, its refusal, or "it follows". */
function taskOf(outcome: Outcome): Task {
  if ('retry' in outcome) throw new AppError('DEPENDENCY_UNAVAILABLE', TASKS_DOWN, 503);
  if ('refused' in outcome)
    throw upstreamError({ status: outcome.status ?? 502, body: outcome.answer as { code?: unknown; error?: unknown } }, TASKS_DOWN);
  const task = taskSchema.safeParse(outcome.answer);
  if (!task.success) throw new AppError('DEPENDENCY_UNAVAILABLE', TASKS_DOWN, 503);
  return task.data;
}

/**
 * The relay's undo when the member service refuses a task for good (409 MEMBER_REMOVED: the member was
 * removed): the member leaves the request's assignees, in the write that drops the message, so a request
 * nobody else works on is back in "awaiting assignment".
 */
export function undoRefusedMessage(message: EmbeddedMessage): object[] | null {
  if (message.kind !== TASK_CREATE) return null;
  return removeAssigneeUpdate((message.body as CreateTaskBody).memberId);
}
