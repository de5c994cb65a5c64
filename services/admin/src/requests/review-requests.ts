import type { RequestListResponse, ServiceRequest } from '@agency/contracts';
import type { PortalClient } from './portal-client';

type Deps = { portal: Pick<PortalClient, 'listRequests' | 'respondToRequest'> };

/** One page of a queue; the user service owns the requests, so its answer is passed on as it is. */
export function listRequests(
  deps: Deps,
  status: string,
  page: { cursor?: string; limit: number; assigned?: boolean },
): Promise<RequestListResponse> {
  return deps.portal.listRequests(status, page);
}

/** Approve or reject a pending request; the user service decides atomically (409 when already answered). */
export function respondToRequest(deps: Deps, id: string, status: 'approved' | 'rejected'): Promise<ServiceRequest> {
  return deps.portal.respondToRequest(id, status);
}
