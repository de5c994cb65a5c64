import type { SignupResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/signup; the account is always a user (role is not sent). A retry sends the same key. */
export function signup(input: { name: string; email: string; password: string }, idempotencyKey?: string): Promise<SignupResponse> {
  return apiRequest<SignupResponse>('/api/auth/signup', { method: 'POST', body: input, redirectOn401: false, idempotencyKey });
}
