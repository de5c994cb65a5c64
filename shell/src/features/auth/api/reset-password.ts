import type { MessageResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/reset-password with the token from the e-mailed link; 400 INVALID_RESET_TOKEN when used or expired. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body: input, redirectOn401: false });
}
