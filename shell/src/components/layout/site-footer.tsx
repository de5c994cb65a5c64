import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterHydration } from '@agency/web-kit/base';
import { Link } from 'react-router-dom';
import { ADDRESS_LINE, AGENCY_NAME, CONTACT_EMAIL, FOUNDED_YEAR } from '../../config/site';
import { linksIn } from '../../lib/published-links';
import { Brand } from './brand';

// The social links, the HTTP client they are read with and their markup are a chunk of their own, loaded
// after the first render: they were 0.3 KB gzip of every first load's JavaScript. A failed download shows
// no links (the row keeps its height), never an error.
const SocialIcons = lazy<ComponentType>(() => import('./social-icons').catch(() => ({ default: () => null })));

/** The footer's columns hold the links the remotes publish for them (lib/published-links.ts). */
export function SiteFooter() {
  // Computed, not hard-coded (spec section 1).
  const year = new Date().getFullYear();
  // The links are read from the API: the server HTML has none (a boundary it cannot finish would make React
  // redo it as a hydration error); their code is asked for once the footer is the app's.
  const withSocial = useAfterHydration();
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
            {withSocial && (
              <Suspense>
                <SocialIcons />
              </Suspense>
            )}
          </div>
        </div>
        <nav aria-label="Services" className="footer__col">
          <h2 className="footer__heading">Services</h2>
          {linksIn('footer-services').map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Company" className="footer__col">
          <h2 className="footer__heading">Company</h2>
          {linksIn('footer-company').map((link) => (
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
            {linksIn('footer-legal').map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </span>
        </div>
      </div>
    </footer>
  );
}
