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
}

const KEYS = ['token', 'role', 'firstLogin', 'userName', 'userEmail', 'userId'] as const;
type Key = (typeof KEYS)[number];

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedSession: Session | null = null;

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

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The current session, or null when no token is stored. Same object until storage changes. */
export function getSession(): Session | null {
  const raw = KEYS.map(read).join('\u0000');
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  const token = read('token');
  cachedSession = token
    ? {
        token,
        role: isRole(read('role')) ? (read('role') as Role) : null,
        firstLogin: read('firstLogin') === 'true',
        userName: read('userName'),
        userEmail: read('userEmail'),
        userId: read('userId'),
      }
    : null;
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
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) notify();
  });
}
