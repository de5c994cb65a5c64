import type { ServiceItem, ServiceListResponse, ServiceStatus } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

export const SERVICES_PAGE_SIZE = 50;

/** GET /api/admin/services?status=&cursor=&limit= (admin token): one page of the overview, newest first, with the whole count. */
export async function listServices(status: ServiceStatus, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<ServiceItem>> {
  const query = new URLSearchParams({ status, limit: String(SERVICES_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<ServiceListResponse>(`/api/admin/services?${query.toString()}`, { signal });
  return { items: body.services, nextCursor: body.nextCursor, total: body.total };
}
