import type { UserProfile } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/user/:id (own id only). */
export function getProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(`/api/user/${encodeURIComponent(userId)}`, { signal });
}
