import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Session } from '@agency/web-kit';
import { AvatarMenu } from './avatar-menu';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

export function NavBar({ session, onLogout }: { session: Session | null; onLogout: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const burger = useRef<HTMLButtonElement>(null);

  // A route change (including browser back) closes the mobile menu.
  useEffect(closeMenu, [pathname, closeMenu]);

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
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="nav__link">
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="nav__actions">
          {session ? (
            <AvatarMenu session={session} onLogout={onLogout} />
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
            aria-controls={menuId}
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
      {menuOpen && <MobileMenu id={menuId} session={session} onNavigate={closeMenu} onLogout={logout} />}
    </header>
  );
}
