import type { ServiceRequest, Task } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { PortalClient } from './portal-client';

interface Deps {
  portal: PortalClient;
  members: MemberProfileRepository;
}

// Work can be handed out while a request is approved or already in progress (more hands).
const ASSIGNABLE = ['approved', 'in_progress'] as const;

async function findAssignable(portal: PortalClient, id: string): Promise<ServiceRequest> {
  const found = await portal.getRequest(id);
  if (!(ASSIGNABLE as readonly string[]).includes(found.status)) {
    throw new AppError('REQUEST_NOT_APPROVED', 'Only an approved request can be assigned', 409);
  }
  return found;
}

/** One task per chosen member, in the member service, addressed by the member's account id. */
export async function assignRequest(deps: Deps, requestId: string, memberIds: string[]): Promise<{ tasks: Task[] }> {
  const unique = [...new Set(memberIds)];
  const members = await deps.members.findByIds(unique);
  if (members.length !== unique.length) throw notFound('Member');
  const withoutAccount = members.find((m) => !m.accountId);
  if (withoutAccount) {
    throw new AppError('MEMBER_HAS_NO_ACCOUNT', `${withoutAccount.name} has no login account and cannot receive tasks`, 409);
  }
  const request = await findAssignable(deps.portal, requestId);
  const title = `${request.service}${request.domain ? ` (${request.domain.name})` : ''}`;
  const description = request.description || `Requested by ${request.user.name || 'Unknown User'}`;
  const tasks: Task[] = [];
  for (const member of members) {
    tasks.push(await deps.portal.createTask({ memberId: member.accountId!, title, description, requestId }));
  }
  return { tasks };
}

/**
 * The requests that lost their worker: a member on them was removed, their task withdrawn, and no one
 * else has an open task there. They stay approved or in progress for the customer; the admin assigns
 * them again from the same panel.
 */
export async function listUnstaffedRequests(deps: Pick<Deps, 'portal'>): Promise<ServiceRequest[]> {
  const ids = await deps.portal.listUnstaffedRequestIds();
  const requests = await Promise.all(ids.map((id) => deps.portal.getRequest(id).catch(() => null)));
  return requests.filter((r): r is ServiceRequest => r !== null && (ASSIGNABLE as readonly string[]).includes(r.status));
}
