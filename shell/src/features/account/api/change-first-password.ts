import type { ChangePasswordResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/change-password for a first-login member: no current password; answers a fresh token. */
export function changeFirstPassword(newPassword: string): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/api/auth/change-password', { method: 'POST', body: { newPassword } });
}
