import { z } from 'zod';
import { INSTAGRAM_PROBLEM, LINKEDIN_PROBLEM, WHATSAPP_PROBLEM } from './constants/social-links';

const WHATSAPP_PREFIX = 'https://wa.me/';

/** A number as people write it (+, spaces, dashes, brackets) or its wa.me link; E.164 has 8 to 15 digits. */
const whatsapp = z
  .string({ error: WHATSAPP_PROBLEM })
  .trim()
  .max(40, { error: WHATSAPP_PROBLEM })
  .transform((text) => (text.startsWith(WHATSAPP_PREFIX) ? text.slice(WHATSAPP_PREFIX.length) : text))
  .refine((text) => text === '' || /^\+?[\d\s().-]+$/.test(text), { error: WHATSAPP_PROBLEM })
  .transform((text) => text.replace(/\D/g, ''))
  .refine((digits) => digits === '' || (digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')), {
    error: WHATSAPP_PROBLEM,
  })
  .transform((digits) => (digits ? `${WHATSAPP_PREFIX}${digits}` : null));

/** An https address on `site` (or its www.) with a path: the agency's own page, never the site's front page. */
const profileUrl = (site: string, problem: string) =>
  z
    .string({ error: problem })
    .trim()
    .max(200, { error: problem })
    .refine((text) => text === '' || isProfileOn(text, site), { error: problem })
    .transform((text) => text || null);

function isProfileOn(text: string, site: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && [site, `www.${site}`].includes(url.hostname) && url.pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
}

/** PUT /api/admin/settings/social-links: each may be '' to take that link off the footer. */
export const socialLinksBodySchema = z.strictObject({
  whatsapp: whatsapp,
  linkedin: profileUrl('linkedin.com', LINKEDIN_PROBLEM),
  instagram: profileUrl('instagram.com', INSTAGRAM_PROBLEM),
});
export type SocialLinksBody = z.input<typeof socialLinksBodySchema>;

/** GET /api/admin/social-links (public): the footer's links, null while the admin has not set one. */
export const socialLinksSchema = z.object({
  whatsapp: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;
