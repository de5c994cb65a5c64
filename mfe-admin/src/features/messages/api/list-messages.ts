import type { InboxResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/messages?page=&limit= (admin token): newest first, plus the unread count of the whole inbox. */
export function listMessages(page: number, limit: number, signal?: AbortSignal): Promise<InboxResponse> {
  return apiRequest<InboxResponse>(`/api/admin/messages?page=${page}&limit=${limit}`, { signal });
}
