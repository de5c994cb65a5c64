import { Link } from 'react-router-dom';
import { ADDRESS_LINE, AGENCY_NAME, CONTACT_EMAIL, FOUNDED_YEAR } from '../../config/site';
import { Brand } from './brand';

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

// Messaging, professional network and photo sharing (spec section 2); simple glyphs, no icon font.
const SOCIAL = [
  {
    label: 'WhatsApp',
    href: 'https://wa.me/',
    icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.4Z',
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.75Z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4.2 2.3 2.3 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1Z',
  },
];

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
          <div className="footer__social">
            {SOCIAL.map((item) => (
              <a key={item.label} href={item.href} target="_blank" rel="noreferrer" aria-label={item.label}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d={item.icon} fill="currentColor" />
                </svg>
              </a>
            ))}
          </div>
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
