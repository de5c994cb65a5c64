import type { ConfirmEmailResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

// The link works once: a second render of the page (React's strict mode, a re-mount) must reuse the
// first call rather than spend the token again and show "invalid".
const calls = new Map<string, Promise<ConfirmEmailResponse>>();

/** POST /api/auth/confirm-email with the token of the link mailed to the new address. */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  let call = calls.get(token);
  if (!call) {
    call = apiRequest<ConfirmEmailResponse>('/api/auth/confirm-email', { method: 'POST', body: { token }, redirectOn401: false });
    calls.set(token, call);
  }
  return call;
}
