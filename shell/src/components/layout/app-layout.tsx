import type { ReactNode } from 'react';
import { ANNOUNCER_ID, type Session } from '@agency/web-kit/base';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';
import './layout.css';

/** Nav, main slot and footer; the nav and footer stay up whatever happens inside `children`. */
interface Props {
  session: Session | null;
  onLogout: () => void;
  accountMenu: ReactNode;
  children: ReactNode;
}

export function AppLayout({ session, onLogout, accountMenu, children }: Props) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar session={session} onLogout={onLogout} accountMenu={accountMenu} />
      <main id="main" className="app__main">
        {children}
      </main>
      <SiteFooter />
      {/* In the page from the start, so what web-kit's announce() puts in it is read. */}
      <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
