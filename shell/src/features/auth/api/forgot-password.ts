import type { MessageResponse, Role } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/forgot-password; the same message whether or not the account exists. */
export function requestPasswordReset(input: { email: string; role: Role }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: input, redirectOn401: false });
}
