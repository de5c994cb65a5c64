import type { RequestProgressBody, RequestStatus, ServiceRequest } from '@agency/contracts';
import { AppError, notFound, productCounter } from '@agency/server-kit';
import { presentRequest } from './present-request';
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
export async function respondToRequest(
  { requests, notifier }: Deps,
  id: string,
  status: 'approved' | 'rejected',
  /** Why it was rejected, for the customer's e-mail; written by the rejection itself. */
  reason?: string,
): Promise<ServiceRequest> {
  const updated = await requests.transition(id, ['PENDING'], status, status === 'rejected' && reason ? { rejectReason: reason } : {});
  const current = updated ?? (await requests.findById(id));
  if (!current) throw notFound('Request');
  if (current.status === status) await notifier?.notify({ key: `request.${status}:${id}`, type: `request.${status}`, requestId: id });
  if (!updated) throw new AppError('REQUEST_ALREADY_PROCESSED', 'This request has already been processed', 409);
  if (status === 'approved') requestsApproved.inc();
  return presentRequest(updated);
}

/**
 * A member's task changed (the member service's outbox). Its status is copied onto the member's
 * assignee entry; then this service, the request's owner, decides: the last open task completed
 * finishes the request, any other word of work moves an approved request to in progress. Repeating a
 * message is harmless (the member service may retry), and a message about a member no longer listed
 * (removed meanwhile) or older than the copy (a start after the completion) changes nothing.
 */
export async function recordRequestProgress(
  { requests, notifier }: Deps,
  id: string,
  { memberId, taskStatus }: RequestProgressBody,
  /** The member service's event id: each task change is one e-mail to the customer, however often it is delivered. */
  eventId?: string,
): Promise<ServiceRequest> {
  if (taskStatus === 'Withdrawn') return withdrawAssignee(requests, id, memberId);
  const copy = await requests.recordTaskStatus(id, memberId, taskStatus);
  const moved =
    copy === taskStatus ? ((await requests.completeIfWorkDone(id)) ?? (await requests.transition(id, ['approved'], 'in_progress'))) : null;
  const current = moved ?? (await requests.findById(id));
  if (!current) throw notFound('Request');
  if (current.status === 'PENDING' || current.status === 'rejected') {
    throw new AppError('REQUEST_NOT_APPROVED', `A ${current.status} request cannot move to in_progress`, 409);
  }
  if (copy === taskStatus && (current.status === 'in_progress' || current.status === 'completed')) {
    await notifier?.notify({
      key: `request.progress:${id}:${eventId ?? `${memberId}:${taskStatus}`}`,
      type: 'request.progress',
      requestId: id,
      status: current.status,
      taskStatus,
    });
  }
  return presentRequest(current);
}

/** The member's task was taken back (they were removed): they are not the request's assignee any more. */
async function withdrawAssignee(requests: RequestRepository, id: string, memberId: string): Promise<ServiceRequest> {
  await requests.removeAssignee(id, memberId);
  const current = await requests.findById(id);
  if (!current) throw notFound('Request');
  return presentRequest(current);
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
