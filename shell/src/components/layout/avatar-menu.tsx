import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { UnreadBadge } from '@agency/ui';
import { useUnreadThreads, type Session } from '@agency/web-kit';
import { dashboardPathFor, threadsPathFor } from '../../lib/roles';
import { Avatar } from './avatar';
import { useDismiss } from './use-dismiss';

type Opening = 'first' | 'last';

/**
 * The account menu (loaded with the signed-in parts of the chrome, app/signed-in.ts), an ARIA menu button (APG "Menu Button"): opening moves focus to the first item
 * (ArrowUp on the button: the last), ArrowUp/ArrowDown wrap through the items, Home/End jump, Escape
 * closes and gives focus back to the button, Tab closes and moves on.
 */
export function AvatarMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();
  const close = useCallback(() => setOpening(null), []);
  useDismiss(open, ref, close);
  // The chosen item goes away with the menu: focus waits on the button (a navigation then moves it on).
  const choose = () => {
    close();
    trigger.current?.focus();
  };

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!opening) return;
    const list = items();
    (opening === 'first' ? list[0] : list.at(-1))?.focus();
  }, [opening]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      trigger.current?.focus();
    } else if (event.key === 'Tab') close();
  };
  // A member still on the first-login password cannot read threads yet.
  const unread = useUnreadThreads(!(session.role === 'member' && session.firstLogin));
  const dashboard = dashboardPathFor(session.role);
  const threads = threadsPathFor(session.role);
  // A member's threads are on their home: one item there, with the unread count, not two to one page.
  const threadsOnDashboard = threads === dashboard;

  return (
    <div className="avatar-menu" ref={ref}>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        className="avatar-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unread.total > 0 ? `Account menu, ${unread.total} unread messages` : 'Account menu'}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onTriggerKey}
      >
        <Avatar session={session} />
        <span aria-hidden="true">
          <UnreadBadge count={unread.total} />
        </span>
      </button>
      {open && (
        <div ref={menu} className="avatar-menu__panel" id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKey}>
          {/* Who is signed in: read with the menu, not an item to move to. */}
          <div className="avatar-menu__who" role="presentation">
            <strong>{session.userName || 'Signed in'}</strong>
            <span>{session.userEmail}</span>
          </div>
          <Link role="menuitem" tabIndex={-1} to={dashboard} onClick={choose}>
            User Dashboard
            {threadsOnDashboard && <UnreadBadge count={unread.total} />}
          </Link>
          {!threadsOnDashboard && (
            <Link role="menuitem" tabIndex={-1} to={threads} onClick={choose} data-testid="menu-messages">
              Messages
              <UnreadBadge count={unread.total} />
            </Link>
          )}
          <Link role="menuitem" tabIndex={-1} to="/edit-profile" onClick={choose}>
            Edit Profile
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/" onClick={choose}>
            Back To Home
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="avatar-menu__logout"
            onClick={() => {
              choose();
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
