import type { SocialLinks } from '@agency/contracts/browser';

/**
 * GET /api/admin/social-links (public): the agency's links the admin set in Settings, null where none is.
 * A plain fetch, not the kit's HTTP client: the footer is on every public page, and `/` downloads no HTTP
 * client until a visitor opens a page that needs one (first-load budget). Nothing here needs what the
 * client adds (a session, 401 handling, error texts): any failure simply shows no links.
 */
export async function getSocialLinks(signal: AbortSignal): Promise<SocialLinks> {
  const response = await fetch('/api/admin/social-links', {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`social links: ${response.status}`);
  return (await response.json()) as SocialLinks;
}
