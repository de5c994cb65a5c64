import { ASSIGNABLE_REQUEST_STATUSES, type AssignedTasks, type RequestListResponse, type ServiceRequest } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { PortalClient } from './portal-client';

export interface AssignDeps {
  portal: PortalClient;
  members: MemberProfileRepository;
}

/**
 * The admin hands a request to members. This service owns the member profiles, so it checks that each
 * is one and has a login; the user service owns the request and who works on it, so it does the rest in
 * one write of its own (assignees and their tasks, delivered from there: docs/messaging.md) and decides
 * whether the request can take more hands (409 REQUEST_COMPLETED / REQUEST_NOT_APPROVED, and the member
 * service's MEMBER_REMOVED, passed on as they come). A repeat answers the tasks the members already have.
 */
export async function assignRequest(deps: AssignDeps, requestId: string, memberIds: string[]): Promise<AssignedTasks> {
  const unique = [...new Set(memberIds)];
  const members = await deps.members.findByIds(unique);
  if (members.length !== unique.length) throw notFound('Member');
  const withoutAccount = members.find((m) => !m.accountId);
  if (withoutAccount) {
    throw new AppError('MEMBER_HAS_NO_ACCOUNT', `${withoutAccount.name} has no login account and cannot receive tasks`, 409);
  }
  return deps.portal.assign(
    requestId,
    members.map((m) => ({ id: m.accountId!, name: m.name })),
  );
}

/**
 * One page of the requests that lost their worker: a member on them was removed, their task withdrawn,
 * and no one else has an open task there. They stay approved or in progress for the customer; the admin
 * assigns them again from the same panel. The member service pages and counts them; the user service
 * answers the page's requests in one call, and a request deleted or completed since is left out.
 */
export async function listUnstaffedRequests(
  deps: Pick<AssignDeps, 'portal'>,
  page: { cursor?: string; limit: number },
): Promise<RequestListResponse> {
  const { requestIds, nextCursor, total } = await deps.portal.listUnstaffedRequestIds(page);
  const requests = requestIds.length > 0 ? await deps.portal.getRequests(requestIds) : [];
  const assignable = requests.filter((r: ServiceRequest) => (ASSIGNABLE_REQUEST_STATUSES as readonly string[]).includes(r.status));
  return { requests: assignable, nextCursor, total };
}
