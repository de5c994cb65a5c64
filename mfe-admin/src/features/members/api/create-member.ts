import type { AdminMember, CreateMemberBody } from '@agency/contracts/browser';
import { apiRequest, type ApiRequestOptions } from '@agency/web-kit';

/**
 * POST /api/admin/members (admin token). The server creates the login account (firstLogin true) and the
 * profile together; 409 when the e-mail or the Employee ID is taken, with the server's own text. A retry
 * sends the same Idempotency-Key; `account` is the admin the form was typed for.
 */
export function createMember(
  body: CreateMemberBody,
  { idempotencyKey, account }: Pick<ApiRequestOptions, 'idempotencyKey' | 'account'> = {},
): Promise<AdminMember> {
  return apiRequest<AdminMember>('/api/admin/members', { method: 'POST', body, idempotencyKey, account });
}
