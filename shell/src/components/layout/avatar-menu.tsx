import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UnreadBadge } from '@agency/ui';
import { useUnreadThreads, type Session } from '@agency/web-kit';
import { dashboardPathFor, threadsPathFor } from '../../lib/roles';
import { useDismiss } from './use-dismiss';

export function initialsOf(name: string, email: string): string {
  const source = name.trim() || email.trim() || '?';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

export function AvatarMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  // A member still on the first-login password cannot read threads yet.
  const unread = useUnreadThreads(!(session.role === 'member' && session.firstLogin));

  return (
    <div className="avatar-menu" ref={ref}>
      <button
        type="button"
        className="avatar-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unread.total > 0 ? `Account menu, ${unread.total} unread messages` : 'Account menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(session.userName, session.userEmail)}
        </span>
        <span aria-hidden="true">
          <UnreadBadge count={unread.total} />
        </span>
      </button>
      {open && (
        <div className="avatar-menu__panel" id={menuId} role="menu">
          <div className="avatar-menu__who">
            <strong>{session.userName || 'Signed in'}</strong>
            <span>{session.userEmail}</span>
          </div>
          <Link role="menuitem" to={dashboardPathFor(session.role)} onClick={close}>
            User Dashboard
          </Link>
          <Link role="menuitem" to={threadsPathFor(session.role)} onClick={close} data-testid="menu-messages">
            Messages
            <UnreadBadge count={unread.total} />
          </Link>
          <Link role="menuitem" to="/edit-profile" onClick={close}>
            Edit Profile
          </Link>
          <Link role="menuitem" to="/" onClick={close}>
            Back To Home
          </Link>
          <button
            role="menuitem"
            type="button"
            className="avatar-menu__logout"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
