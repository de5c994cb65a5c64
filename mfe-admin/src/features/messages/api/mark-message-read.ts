import { apiRequest } from '@agency/web-kit';

/** PATCH /api/admin/messages/:id (admin token): marks one message read; 404 when it does not exist. */
export function markMessageRead(messageId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/messages/${encodeURIComponent(messageId)}`, { method: 'PATCH' });
}
