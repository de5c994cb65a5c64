import type { SecuritySettings } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/auth/me/security (auth, admins only) → { twoFactorEnabled, sessionTimeoutHours }. */
export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return apiRequest<SecuritySettings>('/api/auth/me/security', { signal });
}
