import type { TwoFactorSetupResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/auth/me/2fa/setup → a new pending secret with its QR code; 2FA stays off until confirmed. */
export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('/api/auth/me/2fa/setup', { method: 'POST', body: {} });
}
