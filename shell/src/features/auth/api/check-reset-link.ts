import type { CheckResetLinkResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** POST /api/auth/reset-password/check: whether the e-mailed link still works, without using it up. */
export function checkResetLink(token: string, signal?: AbortSignal): Promise<CheckResetLinkResponse> {
  return apiRequest<CheckResetLinkResponse>('/api/auth/reset-password/check', {
    method: 'POST',
    body: { token },
    signal,
    redirectOn401: false,
  });
}
