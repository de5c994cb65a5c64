import type { ServiceRequest } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/requests/unstaffed (admin token): requests whose worker was removed and nobody took over. */
export async function listUnstaffedRequests(signal?: AbortSignal): Promise<ServiceRequest[]> {
  const body = await apiRequest<{ requests?: unknown } | undefined>('/api/admin/requests/unstaffed', { signal });
  return Array.isArray(body?.requests) ? (body.requests as ServiceRequest[]) : [];
}
