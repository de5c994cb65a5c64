import { ASSIGNABLE_REQUEST_STATUSES, type RequestListResponse, type ServiceRequest, type Task } from '@agency/contracts';
import { AppError, newEventId, notFound, type Outbox } from '@agency/server-kit';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { PortalClient } from './portal-client';

export interface AssignDeps {
  portal: PortalClient;
  members: MemberProfileRepository;
  /** Carries each task to the member service however long it is down (the answer's calls make them at once normally). */
  outbox: Pick<Outbox, 'send'>;
}

/**
 * The request (user service) records who it is assigned to first: it owns the request and alone decides
 * whether it can take more hands (409 REQUEST_COMPLETED / REQUEST_NOT_APPROVED, passed on as they come),
 * atomically against the completion of its last task. Then one task per chosen member is created in the
 * member service, addressed by the member's account id (those it did not take go through the outbox, so
 * they are made once it answers again). Both steps are idempotent, so repeating an
 * assign (a retry, a double click, parallel admins) completes it without duplicates: the member
 * service's unique (member, request) index gives one task per member.
 */
export async function assignRequest(deps: AssignDeps, requestId: string, memberIds: string[]): Promise<{ tasks: Task[] }> {
  const unique = [...new Set(memberIds)];
  const members = await deps.members.findByIds(unique);
  if (members.length !== unique.length) throw notFound('Member');
  const withoutAccount = members.find((m) => !m.accountId);
  if (withoutAccount) {
    throw new AppError('MEMBER_HAS_NO_ACCOUNT', `${withoutAccount.name} has no login account and cannot receive tasks`, 409);
  }
  const request = await deps.portal.recordAssignees(
    requestId,
    members.map((m) => ({ id: m.accountId!, name: m.name })),
  );
  const title = `${request.service}${request.domain ? ` (${request.domain.name})` : ''}`;
  const description = request.description || `Requested by ${request.user.name || 'Unknown User'}`;
  const bodies = members.map((m) => ({ memberId: m.accountId!, title, description, requestId }));
  const tasks: Task[] = [];
  try {
    for (const body of bodies) tasks.push(await deps.portal.createTask(body));
  } catch (err) {
    // A refusal (4xx) is the member service's answer; a failure leaves the owner listing members with no
    // work (the admin's picker no longer offers them), so their tasks follow once it answers again.
    if (err instanceof AppError && err.status < 500) throw err;
    await deps.outbox.send(
      bodies.slice(tasks.length).map((body) => ({
        id: newEventId(),
        kind: 'request.assigned',
        to: 'member' as const,
        path: '/internal/tasks',
        body,
        accept: [409],
      })),
    );
    throw err;
  }
  return { tasks };
}

/**
 * One page of the requests that lost their worker: a member on them was removed, their task withdrawn,
 * and no one else has an open task there. They stay approved or in progress for the customer; the admin
 * assigns them again from the same panel. The member service pages and counts them; a request deleted or
 * completed since is left out of its page.
 */
export async function listUnstaffedRequests(
  deps: Pick<AssignDeps, 'portal'>,
  page: { cursor?: string; limit: number },
): Promise<RequestListResponse> {
  const { requestIds, nextCursor, total } = await deps.portal.listUnstaffedRequestIds(page);
  const requests = await Promise.all(requestIds.map((id) => deps.portal.getRequest(id).catch(() => null)));
  const assignable = requests.filter(
    (r): r is ServiceRequest => r !== null && (ASSIGNABLE_REQUEST_STATUSES as readonly string[]).includes(r.status),
  );
  return { requests: assignable, nextCursor, total };
}
