import {
  REQUEST_STATUSES,
  type RequestCounts,
  type RequestListResponse,
  type RequestStatus,
  type ServiceListResponse,
  type ServiceRequest,
  type ServiceStatus,
} from '@agency/contracts';
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

/** The requests among `ids` that exist, in that order, with their assignees (the admin's unstaffed page). */
export async function listRequestsById(deps: { requests: RequestRepository }, ids: string[]): Promise<ServiceRequest[]> {
  return (await deps.requests.findByIds(ids)).map(presentRequestForStaff);
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

/**
 * Spec §7 "GET /services": one page of the admin's services overview (ACTIVE: approved and in progress
 * together, in one index walk), each item named with its service status; the cursor walks it to the oldest.
 */
export async function listServices(
  deps: { requests: RequestRepository },
  serviceStatus: ServiceStatus,
  { cursor, limit }: Page,
): Promise<ServiceListResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  const rows = deps.requests.listByServiceStatus(serviceStatus, after, limit + 1);
  const page = await toPage(rows, deps.requests.countWithServiceStatus(serviceStatus), limit, presentRequestForStaff);
  return { services: page.requests.map((request) => ({ ...request, serviceStatus })), nextCursor: page.nextCursor, total: page.total };
}

/** The dashboard's figures: one index count per status; the total counts every request filed, withdrawn ones too. */
export async function countRequests(deps: { requests: RequestRepository }): Promise<RequestCounts> {
  const counts = await deps.requests.countByStatus(REQUEST_STATUSES);
  const { PENDING: pending, approved, rejected, in_progress, completed, withdrawn } = counts;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { total, pending, approved, rejected, in_progress, completed, withdrawn };
}

/** The newest requests of all (index createdAt, _id walked from its newest end). */
export async function listLatestRequests(deps: { requests: RequestRepository }, limit = LATEST_COUNT): Promise<ServiceRequest[]> {
  return (await deps.requests.listLatest(limit)).map(presentRequestForStaff);
}
