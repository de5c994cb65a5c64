import { apiRequest } from '@agency/web-kit';

/** DELETE /api/admin/members/{id} (admin token): the server deletes the login account, then the profile. */
export function deleteMember(memberId: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/admin/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
}
