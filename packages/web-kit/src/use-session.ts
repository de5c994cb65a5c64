import { useSyncExternalStore } from 'react';
import { getSession, subscribe, type Session } from './session-store';

const getServerSnapshot = (): Session | null => null;

/** The current session; re-renders on login, logout, a 401 and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getServerSnapshot);
}
