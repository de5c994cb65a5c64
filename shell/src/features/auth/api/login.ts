import { apiRequest, type LoginResponse } from '@agency/web-kit';

export interface LoginInput {
  email: string;
  password: string;
  role: 'user' | 'admin' | 'member';
}

/** POST /api/auth/login. A 401 here means wrong credentials, not an expired session. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input, redirectOn401: false });
}
