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

// Messaging, professional network and photo sharing (spec section 2); simple glyphs, no icon font. The
// glyphs are symbols of /social-icons.svg (shell/public), fetched when the footer shows: as path data here
// they were 0.5 KB gzip of every first load's JavaScript.
const SOCIAL = [
  { label: 'WhatsApp', href: 'https://wa.me/', icon: 'whatsapp' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
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
                <svg width="16" height="16" aria-hidden="true">
                  <use href={`/social-icons.svg#${item.icon}`} />
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
