import type { RequestListResponse, RequestStatus, RequestSummary, ServiceRequest } from '@agency/contracts';
import { decodePageCursor, toCursorPage } from '@agency/server-kit';
import { presentRequest, presentRequestForStaff } from './present-request';
import type { RequestRecord, RequestRepository } from './request-repository';

/** Spec section 9: recent activity shows 4 items. */
const LATEST_COUNT = 4;

type Page = { cursor?: string; limit: number };
const positionOf = (record: RequestRecord) => ({ at: record.createdAt, id: record.id });

async function toPage(
  rows: Promise<RequestRecord[]>,
  total: Promise<number>,
  limit: number,
  present: (record: RequestRecord) => ServiceRequest = presentRequest,
): Promise<RequestListResponse> {
  // The repository was asked for one row more than the page: it tells whether another page exists.
  const [all, count] = await Promise.all([rows, total]);
  const page = toCursorPage(all, limit, positionOf);
  return { requests: page.rows.map(present), nextCursor: page.nextCursor, total: count };
}

/** One page of a customer's own history; the cursor walks it to the oldest. */
export function listOwnRequests(
  deps: { requests: RequestRepository },
  userId: string,
  { cursor, limit }: Page,
): Promise<RequestListResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  return toPage(deps.requests.listByUser(userId, after, limit + 1), deps.requests.countByUser(userId), limit);
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

/** One page of a queue (the admin's pending or approved list); the cursor walks it to the oldest. */
export function listRequestsByStatus(
  deps: { requests: RequestRepository },
  status: RequestStatus,
  { cursor, limit }: Page,
  assigned?: boolean,
): Promise<RequestListResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  const rows = deps.requests.listByStatus(status, after, limit + 1, assigned);
  return toPage(rows, deps.requests.countWithStatus(status, assigned), limit, presentRequestForStaff);
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
