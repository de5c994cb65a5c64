import type { SocialLinks } from '@agency/contracts/browser';
import { useRequest } from '@agency/web-kit/api';
import { getSocialLinks } from './get-social-links';

// Messaging, professional network and photo sharing (spec section 2); simple glyphs, no icon font. The
// glyphs are symbols of /social-icons.svg (shell/public), fetched when the footer shows.
const SOCIAL: Array<{ key: keyof SocialLinks; label: string }> = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
];

/** The links the admin set in Settings; none while unset or unknown (a placeholder would lead nowhere). */
export default function SocialIcons() {
  const links = useRequest((signal) => getSocialLinks(signal), []);
  const data = links.status === 'success' ? links.data : null;
  const shown = SOCIAL.flatMap((item) => (data?.[item.key] ? [{ ...item, href: data[item.key]! }] : []));
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
