import { lazy, Suspense, type ComponentType } from 'react';
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

// The social links, the HTTP client they are read with and their markup are a chunk of their own, loaded
// after the first render: they were 0.3 KB gzip of every first load's JavaScript. A failed download shows
// no links (the row keeps its height), never an error.
const SocialIcons = lazy<ComponentType>(() => import('./social-icons').catch(() => ({ default: () => null })));

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
            <Suspense>
              <SocialIcons />
            </Suspense>
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
