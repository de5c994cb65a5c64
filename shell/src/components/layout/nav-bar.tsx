import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Session } from '@agency/web-kit/base';
import { Brand } from './brand';
import type { MobileMenuProps } from './mobile-menu';
import { linksIn } from '../../lib/published-links';

// The phone menu is not part of any page's first paint: its code loads when the browser is idle after
// the page has rendered (or on the first tap, whichever comes first). Should it fail, the bar's links
// and the page stay.
const loadMobileMenu = (): Promise<{ default: ComponentType<MobileMenuProps> }> =>
  import('./mobile-menu').then(
    (m) => ({ default: m.MobileMenu }),
    () => ({ default: () => null }),
  );
const MobileMenu = lazy(loadMobileMenu);

interface Props {
  session: Session | null;
  onLogout: () => void;
  /** The signed-in account's menu (the shell loads its code only when someone is signed in). */
  accountMenu: ReactNode;
}

/** The phone menu's id: the app's and the server HTML's (the same on both, so the bar hydrates as it was served). */
export const SITE_MENU_ID = 'site-menu';
/** The server HTML's menu: a popover after the app's element, opened by the burger without JavaScript. */
const servedMenu = () => document.querySelector<HTMLElement>(`#${SITE_MENU_ID}[popover]`);

/**
 * The app takes over the server HTML's menu: a menu the visitor opened before the app arrived stays open
 * (as the app's), the popover goes, and the burger opens the app's menu only.
 */
function takeOverServedMenu(burger: HTMLButtonElement | null): void {
  servedMenu()?.remove();
  burger?.removeAttribute('popovertarget');
  // Hydration keeps the served attributes: the popover's burger had no aria-expanded of its own.
  burger?.setAttribute('aria-expanded', 'false');
}

export function NavBar({ session, onLogout, accountMenu }: Props) {
  // Closed in the first render, as served; opened at once if the visitor had opened the served menu.
  const [menuOpen, setMenuOpen] = useState(false);
  const [servedMenuOpen] = useState(() => typeof document !== 'undefined' && (servedMenu()?.checkVisibility?.() ?? false));
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const burger = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    takeOverServedMenu(burger.current);
    if (servedMenuOpen) setMenuOpen(true);
  }, [servedMenuOpen]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return void loadMobileMenu();
    const idle = window.requestIdleCallback(() => void loadMobileMenu(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  // A route change (including browser back) closes the mobile menu: as the cleanup of the page left, so not
  // on the first page (a menu the visitor opened in the server HTML stays open).
  useEffect(() => closeMenu, [pathname, closeMenu]);

  // Escape closes the open menu from anywhere and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  const logout = () => {
    closeMenu();
    onLogout();
  };

  return (
    <header className="nav">
      {/* One landmark for brand, links and account actions, so "the main navigation" holds SIGN IN too. */}
      <nav className="container nav__inner" aria-label="Main">
        <Brand onNavigate={closeMenu} />
        <div className="nav__links">
          {linksIn('nav').map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="nav__link">
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="nav__actions">
          {session ? (
            accountMenu
          ) : (
            <Link to="/login" className="btn btn--primary btn--sm nav__signin">
              SIGN IN
            </Link>
          )}
          <button
            ref={burger}
            type="button"
            className="nav__burger"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={SITE_MENU_ID}
            onClick={() => setMenuOpen((value) => !value)}
          >
            <span className={menuOpen ? 'burger burger--open' : 'burger'} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        </div>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={SITE_MENU_ID} session={session} onNavigate={closeMenu} onLogout={logout} />
        </Suspense>
      )}
    </header>
  );
}
