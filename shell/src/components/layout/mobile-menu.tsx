import { Link, NavLink } from 'react-router-dom';
import type { Session } from '@agency/web-kit/base';
import { dashboardPathFor } from '../../lib/roles';
import { linksIn } from '../../lib/published-links';

export interface MobileMenuProps {
  id: string;
  session: Session | null;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The same entries as the bar, stacked, for narrow screens. */
export function MobileMenu({ id, session, onNavigate, onLogout }: MobileMenuProps) {
  return (
    <nav className="mobile-menu" id={id} aria-label="Mobile">
      {linksIn('nav').map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className="mobile-menu__link" onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {session ? (
        <>
          <div className="mobile-menu__who">
            <strong>{session.userName || 'Signed in'}</strong>
            <span>{session.userEmail}</span>
          </div>
          <Link to={dashboardPathFor(session.role)} className="mobile-menu__link" onClick={onNavigate}>
            User Dashboard
          </Link>
          <Link to="/edit-profile" className="mobile-menu__link" onClick={onNavigate}>
            Edit Profile
          </Link>
          <Link to="/" className="mobile-menu__link" onClick={onNavigate}>
            Back To Home
          </Link>
          <button type="button" className="mobile-menu__link mobile-menu__logout" onClick={onLogout}>
            Logout
          </button>
        </>
      ) : (
        <Link to="/login" className="btn btn--primary mobile-menu__signin" onClick={onNavigate}>
          SIGN IN
        </Link>
      )}
    </nav>
  );
}
