import type { SocialLinks } from '@agency/contracts';
import type { SocialLinksRepository } from './social-links-repository';

const NONE: SocialLinks = { whatsapp: null, linkedin: null, instagram: null };

/** The footer's links: none until the admin sets them (a placeholder link would lead nowhere). */
export async function showSocialLinks(deps: { links: SocialLinksRepository }): Promise<SocialLinks> {
  return (await deps.links.find()) ?? { ...NONE };
}

/** `links` arrive validated and normalised (contract schema: wa.me link, https profile addresses). */
export async function updateSocialLinks(deps: { links: SocialLinksRepository }, links: SocialLinks): Promise<SocialLinks> {
  await deps.links.save(links);
  return links;
}
