import type { ConfirmTwoFactorBody, ConfirmTwoFactorResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/auth/me/2fa/confirm; the answer's recovery codes are shown this once only. */
export function confirmTwoFactor(input: ConfirmTwoFactorBody): Promise<ConfirmTwoFactorResponse> {
  return apiRequest<ConfirmTwoFactorResponse>('/api/auth/me/2fa/confirm', { method: 'POST', body: input });
}
