import type { SocialLinks, SocialLinksBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/social-links (public): the footer's links, null where none is set. */
export function getSocialLinks(signal?: AbortSignal): Promise<SocialLinks> {
  return apiRequest<SocialLinks>('/api/admin/social-links', { signal });
}

/** PUT /api/admin/settings/social-links; '' takes a link off. The server checks and normalises them. */
export function saveSocialLinks(links: SocialLinksBody): Promise<SocialLinks> {
  return apiRequest<SocialLinks>('/api/admin/settings/social-links', { method: 'PUT', body: links });
}
