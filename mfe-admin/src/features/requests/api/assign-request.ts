import type { Task } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/**
 * POST /api/admin/requests/:id/assign { memberIds } (admin token): one task per member, shown in
 * their portal. 409 REQUEST_NOT_APPROVED or MEMBER_HAS_NO_ACCOUNT, 404 for an unknown member,
 * 503 when the task system is down.
 */
export function assignRequest(requestId: string, memberIds: string[]): Promise<{ tasks: Task[] }> {
  return apiRequest<{ tasks: Task[] }>(`/api/admin/requests/${encodeURIComponent(requestId)}/assign`, {
    method: 'POST',
    body: { memberIds },
  });
}
