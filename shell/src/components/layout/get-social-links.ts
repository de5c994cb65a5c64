import type { SocialLinks } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';

/** GET /api/admin/social-links (public): the agency's links the admin set in Settings, null where none is. */
export function getSocialLinks(signal?: AbortSignal): Promise<SocialLinks> {
  return apiRequest<SocialLinks>('/api/admin/social-links', { signal });
}
