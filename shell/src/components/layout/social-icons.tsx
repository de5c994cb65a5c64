import { useEffect, useState } from 'react';
import type { SocialLinks } from '@agency/contracts/browser';
import { getSocialLinks } from './get-social-links';

// Messaging, professional network and photo sharing (spec section 2); simple glyphs, no icon font. The
// glyphs are symbols of /social-icons.svg (shell/public), fetched when the footer shows.
// Like every other call's deadline; a footer that waits longer shows no links.
const REQUEST_TIMEOUT_MS = 10_000;

const SOCIAL: Array<{ key: keyof SocialLinks; label: string }> = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
];

/** The links the admin set in Settings; none while unset or unknown (a placeholder would lead nowhere). */
export default function SocialIcons() {
  const [links, setLinks] = useState<SocialLinks | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    getSocialLinks(controller.signal)
      .then(setLinks, () => undefined)
      .finally(() => clearTimeout(deadline));
    return () => {
      clearTimeout(deadline);
      controller.abort();
    };
  }, []);
  const shown = SOCIAL.flatMap((item) => (links?.[item.key] ? [{ ...item, href: links[item.key]! }] : []));
  return (
    <>
      {shown.map((item) => (
        <a key={item.key} href={item.href} target="_blank" rel="noreferrer" aria-label={item.label}>
          <svg width="16" height="16" aria-hidden="true">
            <use href={`/social-icons.svg#${item.key}`} />
          </svg>
        </a>
      ))}
    </>
  );
}
