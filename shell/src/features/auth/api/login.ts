import type { LoginResult } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

export interface LoginInput {
  email: string;
  password: string;
  role: 'user' | 'admin' | 'member';
}

/**
 * POST /api/auth/login. A 401 here means wrong credentials, not an expired session. An admin with
 * two-factor sign-in on gets `{ twoFactorRequired, challenge }` instead of a session.
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/auth/login', { method: 'POST', body: input, redirectOn401: false });
}
