import type { UpdateSessionTimeoutBody, UpdateSessionTimeoutResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** PUT /api/auth/me/session-timeout; answers a fresh token that already lasts the chosen hours. */
export function updateSessionTimeout(input: UpdateSessionTimeoutBody): Promise<UpdateSessionTimeoutResponse> {
  return apiRequest<UpdateSessionTimeoutResponse>('/api/auth/me/session-timeout', { method: 'PUT', body: input });
}
