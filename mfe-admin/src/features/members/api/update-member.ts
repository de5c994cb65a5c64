import type { AdminMember, UpdateMemberBody } from '@agency/contracts';
import { apiRequest } from '@agency/web-kit';

/** PATCH /api/admin/members/{id} (admin token): the profile fields; the login account is untouched. */
export function updateMember(memberId: string, body: UpdateMemberBody): Promise<AdminMember> {
  return apiRequest<AdminMember>(`/api/admin/members/${encodeURIComponent(memberId)}`, { method: 'PATCH', body });
}
