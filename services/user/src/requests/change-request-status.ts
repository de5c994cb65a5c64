import type { RequestAssignee, RequestStatus, ServiceRequest } from '@agency/contracts';
import { AppError, notFound, productCounter } from '@agency/server-kit';
import { presentRequest, presentRequestForStaff } from './present-request';
import type { Notifier } from '../notifications/notifier';
import type { RequestRepository } from './request-repository';

type Deps = { requests: RequestRepository; notifier?: Notifier };

const requestsApproved = productCounter('agency_requests_approved_total', 'Pending requests an admin approved');

/**
 * Admin's answer to a PENDING request. Exactly once: the conditional update decides between racing admins.
 * The customer's e-mail is recorded after the change under a key of its own; a racing or retried call
 * with the same answer records it again (the same key: still one e-mail), so a process that died right
 * after the change is made good by the admin's retry.
 */
export async function respondToRequest({ requests, notifier }: Deps, id: string, status: 'approved' | 'rejected'): Promise<ServiceRequest> {
  const updated = await requests.transition(id, ['PENDING'], status);
  const current = updated ?? (await requests.findById(id));
  if (!current) throw notFound('Request');
  if (current.status === status) await notifier?.notify({ key: `request.${status}:${id}`, type: `request.${status}`, requestId: id });
  if (!updated) throw new AppError('REQUEST_ALREADY_PROCESSED', 'This request has already been processed', 409);
  if (status === 'approved') requestsApproved.inc();
  return presentRequest(updated);
}

// Which statuses each progress step may start from. Completing from `approved` is allowed: a member
// may finish a small task without marking it started first.
const PROGRESS_FROM: Record<'in_progress' | 'completed', readonly RequestStatus[]> = {
  in_progress: ['approved'],
  completed: ['approved', 'in_progress'],
};

/**
 * Work on an approved request, reported by the member service. Repeating a step is harmless (the
 * member service may retry), so a request already at `status` answers as it is.
 */
export async function recordRequestProgress(
  { requests, notifier }: Deps,
  id: string,
  { status, taskStatus }: { status: 'in_progress' | 'completed'; taskStatus?: string },
  /** The member service's event id: each task change is one e-mail to the customer, however often it is delivered. */
  eventId?: string,
): Promise<ServiceRequest> {
  const updated = await requests.transition(id, PROGRESS_FROM[status], status);
  const current = updated ?? (await requests.findById(id));
  if (!current) throw notFound('Request');
  if (!updated && !(current.status === status || (status === 'in_progress' && current.status === 'completed'))) {
    throw new AppError('REQUEST_NOT_APPROVED', `A ${current.status} request cannot move to ${status}`, 409);
  }
  // A start that arrives after the request was completed (a delayed retry) is old news: no e-mail.
  if (current.status === status) {
    await notifier?.notify({
      key: `request.progress:${id}:${eventId ?? `${status}:${taskStatus ?? ''}`}`,
      type: 'request.progress',
      requestId: id,
      status,
      ...(taskStatus ? { taskStatus } : {}),
    });
  }
  return presentRequest(current);
}

// Work can be handed out while a request is approved or already in progress (more hands).
const ASSIGNABLE: readonly RequestStatus[] = ['approved', 'in_progress'];

/**
 * The admin service records who got a task for the request. Each member is added in one conditional
 * update on the request (its status still assignable, the member not listed yet), so parallel assigns
 * list a member once and a request completed meanwhile is refused, never re-opened.
 */
export async function recordAssignees({ requests, notifier }: Deps, id: string, assignees: RequestAssignee[]): Promise<ServiceRequest> {
  for (const assignee of assignees) {
    await requests.addAssignee(id, ASSIGNABLE, assignee);
    // Written first, judged after: a removal that ran meanwhile either pulled the entry or left its mark.
    if (await requests.isRemoved(assignee.id)) {
      await requests.removeAssignee(id, assignee.id);
      throw new AppError('MEMBER_REMOVED', `${assignee.name || 'This member'} was removed and cannot be assigned`, 409);
    }
  }
  const current = await requests.findById(id);
  if (!current) throw notFound('Request');
  const listed = assignees.filter((a) => current.assignees.some((on) => on.id === a.id));
  // Recorded for every member of the call who is listed now (not only those this call added): a retry
  // after a crash records what the first try could not, and the keys keep it to one e-mail each. The
  // customer hears once per request, on its first assignment (they never see who works on it).
  for (const member of listed) {
    await notifier?.notify({ key: `member.assigned:${id}:${member.id}`, type: 'member.assigned', requestId: id, memberId: member.id });
  }
  if (listed.length > 0) await notifier?.notify({ key: `request.assigned:${id}`, type: 'request.assigned', requestId: id });
  if (listed.length < assignees.length) throw notAssignable(current.status);
  return presentRequestForStaff(current);
}

/**
 * The admin service removed the member: they are nobody's assignee any more, so the requests' threads,
 * files, live events and unread counts (all decided from `assignees`) are closed to them from now on.
 */
export async function unassignMember({ requests }: Deps, memberId: string): Promise<{ unassigned: number }> {
  return { unassigned: await requests.removeAssigneeEverywhere(memberId) };
}

export function notAssignable(status: RequestStatus): AppError {
  return status === 'completed'
    ? new AppError('REQUEST_COMPLETED', 'This request is already completed and cannot be assigned', 409)
    : new AppError('REQUEST_NOT_APPROVED', 'Only an approved request can be assigned', 409);
}
