import type { InboxResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/messages?cursor=&limit= (admin token): the page after `cursor` (null: the newest), with the inbox's counts. */
export function listMessages(cursor: string | null, limit: number, signal?: AbortSignal): Promise<InboxResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<InboxResponse>(`/api/admin/messages?${query.toString()}`, { signal });
}
