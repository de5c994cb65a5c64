import type { DisableTwoFactorBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/auth/me/2fa/disable with a current code or the password. */
export function disableTwoFactor(input: DisableTwoFactorBody): Promise<{ twoFactorEnabled: false }> {
  return apiRequest<{ twoFactorEnabled: false }>('/api/auth/me/2fa/disable', { method: 'POST', body: input });
}
