import type { ClientListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/clients?page=&limit= (admin token), newest first. A malformed answer reads as an empty page. */
export async function listClients(page: number, limit: number, signal?: AbortSignal): Promise<ClientListResponse> {
  const body = await apiRequest<Partial<ClientListResponse> | undefined>(`/api/admin/clients?page=${page}&limit=${limit}`, { signal });
  return {
    clients: Array.isArray(body?.clients) ? body.clients : [],
    total: typeof body?.total === 'number' ? body.total : 0,
    page: typeof body?.page === 'number' ? body.page : page,
    limit: typeof body?.limit === 'number' ? body.limit : limit,
  };
}
