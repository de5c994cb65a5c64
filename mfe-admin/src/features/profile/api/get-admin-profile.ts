import type { AdminProfile } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/profile → { name, email }. */
export function getAdminProfile(signal?: AbortSignal): Promise<AdminProfile> {
  return apiRequest<AdminProfile>('/api/admin/profile', { signal });
}
