import type { LoginResponse, TwoFactorLoginBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/login/2fa: the challenge plus an app code or a recovery code; 401 is a wrong code. */
export function loginTwoFactor(input: TwoFactorLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login/2fa', { method: 'POST', body: input, redirectOn401: false });
}
