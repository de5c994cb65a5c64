import type { ReactNode } from 'react';
import type { Session } from '@agency/web-kit';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';
import './layout.css';

/** Nav, main slot and footer; the nav and footer stay up whatever happens inside `children`. */
export function AppLayout({ session, onLogout, children }: { session: Session | null; onLogout: () => void; children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar session={session} onLogout={onLogout} />
      <main id="main" className="app__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
