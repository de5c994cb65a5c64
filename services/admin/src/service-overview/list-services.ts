import type { ServiceListQuery, ServiceListResponse } from '@agency/contracts';
import type { PortalClient } from '../requests/portal-client';

/**
 * Spec §7 "GET /services": one page of the agency's work as services. The user service owns the
 * requests and merges approved and in-progress ones into ACTIVE in its one query, so the page, its
 * cursor and its total are its own; this side only names each item's service status.
 */
export async function listServices(
  deps: { portal: Pick<PortalClient, 'listServiceRequests'> },
  { status, ...page }: ServiceListQuery,
): Promise<ServiceListResponse> {
  const { requests, nextCursor, total } = await deps.portal.listServiceRequests(status, page);
  return { services: requests.map((request) => ({ ...request, serviceStatus: status })), nextCursor, total };
}
