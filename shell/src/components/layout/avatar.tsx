import { initials, type Session } from '@agency/web-kit/base';

/** The round avatar with the account's initials. */
export function Avatar({ session }: { session: Session }) {
  return (
    <span className="avatar" aria-hidden="true">
      {initials(session.userName.trim() || session.userEmail)}
    </span>
  );
}

/**
 * The account button as it looks before the menu's code is here, at the same place and size (the
 * shell loads that code before its first render when a session is stored, so this is seldom seen).
 */
export function AvatarPlaceholder({ session }: { session: Session }) {
  return (
    <div className="avatar-menu">
      <button type="button" className="avatar-menu__trigger" aria-label="Account menu" aria-disabled="true">
        <Avatar session={session} />
      </button>
    </div>
  );
}
