import type { RequestStatus, RequestSummary, ServiceRequest } from '@agency/contracts';
import { presentRequest, presentRequestForStaff } from './present-request';
import type { RequestRepository } from './request-repository';

/** A customer's history is short in practice; the newest 100 keep the answer bounded all the same. */
export const OWN_HISTORY_LIMIT = 100;
/** Spec section 9: recent activity shows 4 items. */
const LATEST_COUNT = 4;

export async function listOwnRequests(deps: { requests: RequestRepository }, userId: string): Promise<ServiceRequest[]> {
  return (await deps.requests.listByUser(userId, OWN_HISTORY_LIMIT)).map(presentRequest);
}

export async function showOwnRequest(deps: { requests: RequestRepository }, userId: string, id: string): Promise<ServiceRequest | null> {
  const record = await deps.requests.findById(id);
  return record && record.userId === userId ? presentRequest(record) : null;
}

/** Any request by id, for the admin service (assigning work); null when there is none. */
export async function showRequest(deps: { requests: RequestRepository }, id: string): Promise<ServiceRequest | null> {
  const record = await deps.requests.findById(id);
  return record ? presentRequestForStaff(record) : null;
}

export async function listRequestsByStatus(
  deps: { requests: RequestRepository },
  status: RequestStatus,
  limit: number,
  assigned?: boolean,
): Promise<ServiceRequest[]> {
  return (await deps.requests.listByStatus(status, limit, assigned)).map(presentRequestForStaff);
}

export async function summarizeRequests(deps: { requests: RequestRepository }): Promise<RequestSummary> {
  const [counts, latest] = await Promise.all([deps.requests.countByStatus(), deps.requests.listLatest(LATEST_COUNT)]);
  const pending = counts.PENDING ?? 0;
  const approved = counts.approved ?? 0;
  const rejected = counts.rejected ?? 0;
  const inProgress = counts.in_progress ?? 0;
  const completed = counts.completed ?? 0;
  return {
    total: pending + approved + rejected + inProgress + completed,
    pending,
    approved,
    rejected,
    in_progress: inProgress,
    completed,
    latest: latest.map(presentRequestForStaff),
  };
}
