// A session that ends on its own (a 401, a token past its `exp`) is not a sign-out: the person is told
// why on the login page, finds their e-mail and role filled in, and returns to what they were doing.
// The notice lives in this tab's sessionStorage so it survives the move to /login and a reload of it.
import type { Role } from '@agency/contracts/browser';
import { clearSession, getSession, handleExpiry, readStoredIdentity, subscribe } from './session-store';
import { emitUnauthorized } from './unauthorized';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export interface SessionEndNotice {
  message: string;
  email: string;
  role: Role | null;
}

const NOTICE_KEY = 'sessionEnded';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Ends the stored session because the server (or the clock) says it is over, and goes to /login. */
export function endSession(): void {
  const stored = readStoredIdentity();
  if (stored) {
    const notice: SessionEndNotice = { message: SESSION_ENDED_MESSAGE, email: stored.email, role: stored.role };
    tabStorage()?.setItem(NOTICE_KEY, JSON.stringify(notice));
  }
  clearSession();
  emitUnauthorized();
}

/** Why the last session of this tab ended, while nobody has signed in since; null otherwise. */
export function readSessionEnd(): SessionEndNotice | null {
  try {
    const raw = tabStorage()?.getItem(NOTICE_KEY);
    const notice = raw ? (JSON.parse(raw) as Partial<SessionEndNotice>) : null;
    if (!notice || typeof notice.message !== 'string') return null;
    return { message: notice.message, email: notice.email ?? '', role: notice.role ?? null };
  } catch {
    return null;
  }
}

/** A sign-out the person chose needs no explanation on the login page. */
export function forgetSessionEnd(): void {
  tabStorage()?.removeItem(NOTICE_KEY);
}

handleExpiry(endSession);
// Signing in again answers the notice.
subscribe(() => {
  if (getSession()) forgetSessionEnd();
});
