import type { ClientListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** The client list in the admin's query cache (all its pages). */
export const clientsKey = ['admin', 'clients'];

/** GET /api/admin/clients?page=&limit= (admin token), newest first. */
export function listClients(page: number, limit: number, signal?: AbortSignal): Promise<ClientListResponse> {
  return apiRequest<ClientListResponse>(`/api/admin/clients?page=${page}&limit=${limit}`, { signal });
}
