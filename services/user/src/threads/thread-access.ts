import type { Role } from '@agency/contracts';
import { isObjectId, notFound } from '@agency/server-kit';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';

export interface Viewer {
  id: string;
  name: string;
  role: Role;
}

/** The customer who placed it, every admin, and the members the admin assigned to it. */
export function canSeeThread(request: Pick<RequestRecord, 'userId' | 'assignees'>, viewer: Viewer): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'user') return request.userId === viewer.id;
  return request.assignees.some((assignee) => assignee.id === viewer.id);
}

/**
 * The request whose thread the viewer opens; for anyone else the request does not exist (404, as for
 * requests themselves), so ids cannot be probed.
 */
export async function findVisibleRequest(deps: { requests: Pick<RequestRepository, 'findById'> }, viewer: Viewer, requestId: string) {
  const request = isObjectId(requestId) ? await deps.requests.findById(requestId) : null;
  if (!request || !canSeeThread(request, viewer)) throw notFound('Request');
  return request;
}
