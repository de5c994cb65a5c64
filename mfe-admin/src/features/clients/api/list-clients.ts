import type { Client, ClientListResponse } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';
import { pageUrl } from '../../../api/page-url';

/** The client list in the admin's query cache (every page loaded). */
export const clientsKey = ['admin', 'clients'];

export const CLIENTS_PAGE_SIZE = 20;

/** GET /api/admin/clients?cursor=&limit= (admin token): the page after `cursor` (null: the newest), with the whole count. */
export async function listClients(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Client>> {
  const body = await apiRequest<ClientListResponse>(pageUrl('/api/admin/clients', CLIENTS_PAGE_SIZE, cursor), { signal });
  return { items: body.clients, nextCursor: body.nextCursor, total: body.total };
}
