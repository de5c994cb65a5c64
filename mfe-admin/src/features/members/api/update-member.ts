import type { AdminMember, UpdateMemberBody } from '@agency/contracts/browser';
import { apiRequest, ifMatch } from '@agency/web-kit';

/**
 * PATCH /api/admin/members/{id} (admin token): only the changed fields, on the version the form was
 * opened on (If-Match); a save on an older copy is 409 STALE_VERSION.
 */
export function updateMember(memberId: string, body: UpdateMemberBody, version?: number): Promise<AdminMember> {
  return apiRequest<AdminMember>(`/api/admin/members/${encodeURIComponent(memberId)}`, {
    method: 'PATCH',
    body,
    headers: ifMatch(version),
  });
}
