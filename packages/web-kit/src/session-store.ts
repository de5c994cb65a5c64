// The browser session: the spec's localStorage keys, read and written only here so every app
// (shell and remotes share this module as a singleton) sees the same state and change events.
import { isRole, type LoginResponse, type Role } from '@agency/contracts/browser';

export interface Session {
  token: string;
  role: Role | null;
  /** The spec stores the text 'true' / 'false'; a member with `true` must change the password first. */
  firstLogin: boolean;
  userName: string;
  userEmail: string;
  userId: string;
  /** When the token stops being accepted (ms since epoch, from its `exp`); undefined when it does not say. */
  expiresAt?: number;
}

const KEYS = ['token', 'role', 'firstLogin', 'userName', 'userEmail', 'userId'] as const;
type Key = (typeof KEYS)[number];

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedSession: Session | null = null;
// True while listeners hear a change that another tab made (a sign-in there may be another account).
let changeFromOtherTab = false;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled; behave as logged out.
    return null;
  }
}

function read(key: Key): string {
  return storage()?.getItem(key) ?? '';
}

function notify(fromOtherTab = false): void {
  changeFromOtherTab = fromOtherTab;
  try {
    for (const listener of [...listeners]) listener();
  } finally {
    changeFromOtherTab = false;
  }
}

/** For a listener: whether the change it is hearing was made by another tab of this browser. */
export function isChangeFromOtherTab(): boolean {
  return changeFromOtherTab;
}

/**
 * The claims of a JWT's payload the browser needs: whose token it is and until when. Not verified (the
 * services do that); an unreadable token has no claims.
 */
export function readTokenClaims(token: string): { sub?: string; exp?: number } {
  try {
    const part = token.split('.')[1];
    if (!part) return {};
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return {};
  }
}

/** The account a session belongs to: the token's subject (what the services act for), else the stored id. */
export function accountOf(session: Session | null): string | null {
  if (!session) return null;
  return readTokenClaims(session.token).sub ?? (session.userId || null);
}

// A token past its `exp` is refused by every service: the session ends when it expires, not at the
// next failing call. The handler is set by session-end.ts (it words the notice and moves to /login).
let onExpired: () => void = () => clearSession();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let expiryWatched: string | undefined;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function handleExpiry(handler: () => void): void {
  onExpired = handler;
}

function expireIfStill(token: string): void {
  if (read('token') === token) onExpired();
}

function watchExpiry(token: string, expiresAt: number | undefined): void {
  if (expiryWatched === token) return;
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  expiryWatched = token;
  if (!token || expiresAt === undefined) return;
  const wait = expiresAt - Date.now();
  expiryTimer = setTimeout(
    () => {
      expiryTimer = undefined;
      expiryWatched = undefined;
      if (wait > MAX_TIMER_MS) watchExpiry(token, expiresAt);
      else expireIfStill(token);
    },
    Math.min(Math.max(0, wait), MAX_TIMER_MS),
  );
}

function toRole(value: string): Role | null {
  return isRole(value) ? value : null;
}

/** Who the stored keys name, expired or not: the login page offers them again after a session ended. */
export function readStoredIdentity(): { token: string; email: string; role: Role | null } | null {
  const token = read('token');
  return token ? { token, email: read('userEmail'), role: toRole(read('role')) } : null;
}

/** The current session, or null when no token is stored. Same object until storage changes. */
export function getSession(): Session | null {
  const raw = KEYS.map(read).join('\u0000');
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  const token = read('token');
  const exp = token ? readTokenClaims(token).exp : undefined;
  const expiresAt = exp === undefined ? undefined : exp * 1000;
  // An expired token is no session; the stored keys are cleared (and the person told) right after.
  const expired = expiresAt !== undefined && expiresAt <= Date.now();
  cachedSession =
    token && !expired
      ? {
          token,
          role: toRole(read('role')),
          firstLogin: read('firstLogin') === 'true',
          userName: read('userName'),
          userEmail: read('userEmail'),
          userId: read('userId'),
          expiresAt,
        }
      : null;
  watchExpiry(token, expiresAt);
  return cachedSession;
}

export function saveSession(login: LoginResponse): Session | null {
  const store = storage();
  if (!store) return null;
  store.setItem('token', login.token);
  store.setItem('role', login.role);
  store.setItem('firstLogin', String(login.firstLogin === true));
  store.setItem('userName', login.user?.name ?? '');
  store.setItem('userEmail', login.user?.email ?? '');
  store.setItem('userId', login.user?.id ?? '');
  notify();
  return getSession();
}

/**
 * Changes stored fields of an existing session: firstLogin after the forced password change, and the
 * fresh token a password or profile change answers (the old one is revoked by a password change).
 */
export function updateSession(patch: Partial<Pick<Session, 'token' | 'firstLogin' | 'userName' | 'userEmail'>>): void {
  const store = storage();
  if (!store || !read('token')) return;
  if (patch.token) store.setItem('token', patch.token);
  if (patch.firstLogin !== undefined) store.setItem('firstLogin', String(patch.firstLogin));
  if (patch.userName !== undefined) store.setItem('userName', patch.userName);
  if (patch.userEmail !== undefined) store.setItem('userEmail', patch.userEmail);
  notify();
}

export function clearSession(): void {
  const store = storage();
  if (store) for (const key of KEYS) store.removeItem(key);
  // Nothing is left to expire: no timer stays behind for a token that is gone.
  watchExpiry('', undefined);
  notify();
}

/** Calls `listener` after every session change, including changes made in another tab. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab logging in or out fires `storage` here; forward it to our listeners.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) notify(true);
  });
  // Timers sleep with a suspended laptop or a background tab: judge `exp` again when the page is back.
  const recheck = () => {
    const session = getSession();
    if (session?.expiresAt !== undefined && session.expiresAt <= Date.now()) expireIfStill(session.token);
  };
  window.addEventListener('focus', recheck);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', recheck);
}
