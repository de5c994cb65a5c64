import { Link } from 'react-router-dom';
import type { SocialLinks } from '@agency/contracts/browser';
import { useRequest } from '@agency/web-kit/api';
import { ADDRESS_LINE, AGENCY_NAME, CONTACT_EMAIL, FOUNDED_YEAR } from '../../config/site';
import { Brand } from './brand';
import { getSocialLinks } from './get-social-links';

const SERVICES = [
  { to: '/services/software-dev', label: 'Software Development' },
  { to: '/services/digital-presence', label: 'Digital Presence' },
  { to: '/services/iot', label: 'Embedded & IoT' },
  { to: '/services/design', label: 'Design & Creatives' },
  { to: '/services/support', label: 'Technical Support' },
];

const COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/team', label: 'Our Team' },
  { to: '/contact', label: 'Contact Us' },
];

// Messaging, professional network and photo sharing (spec section 2); simple glyphs, no icon font. The
// glyphs are symbols of /social-icons.svg (shell/public), fetched when the footer shows: as path data here
// they were 0.5 KB gzip of every first load's JavaScript.
const SOCIAL: Array<{ key: keyof SocialLinks; label: string }> = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'instagram', label: 'Instagram' },
];

/** The links the admin set in Settings; none while unset or unknown (a placeholder would lead nowhere). */
function SocialIcons() {
  const links = useRequest((signal) => getSocialLinks(signal), []);
  const data = links.status === 'success' ? links.data : null;
  const shown = SOCIAL.flatMap((item) => (data?.[item.key] ? [{ ...item, href: data[item.key]! }] : []));
  return (
    <div className="footer__social">
      {shown.map((item) => (
        <a key={item.key} href={item.href} target="_blank" rel="noreferrer" aria-label={item.label}>
          <svg width="16" height="16" aria-hidden="true">
            <use href={`/social-icons.svg#${item.key}`} />
          </svg>
        </a>
      ))}
    </div>
  );
}

export function SiteFooter() {
  // Computed, not hard-coded (spec section 1).
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Brand />
          <p className="text-muted">Software, digital presence and IoT for small businesses. Since {FOUNDED_YEAR}.</p>
          <address className="footer__address">
            {ADDRESS_LINE}
            <br />
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </address>
          <SocialIcons />
        </div>
        <nav aria-label="Services" className="footer__col">
          <h2 className="footer__heading">Services</h2>
          {SERVICES.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Company" className="footer__col">
          <h2 className="footer__heading">Company</h2>
          {COMPANY.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="footer__bottom-bar">
        <div className="container footer__bottom">
          <span>
            © {year} {AGENCY_NAME}. Since {FOUNDED_YEAR}.
          </span>
          <span className="footer__legal">
            <Link to="/privacy">Privacy Policy</Link>
            <Link to="/terms">Terms of Service</Link>
          </span>
        </div>
      </div>
    </footer>
  );
}
