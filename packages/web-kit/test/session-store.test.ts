import type { LoginResponse } from '@agency/contracts/browser';
import { installMemoryStorage } from './memory-storage';
import { clearSession, getSession, saveSession, subscribe, updateSession } from '../src/session-store';

const login: LoginResponse = {
  token: 'tok-1',
  role: 'member',
  firstLogin: true,
  user: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com' },
};

describe('session store', () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = installMemoryStorage();
  });

  test('when nothing is stored, then there is no session', () => {
    expect(getSession()).toBeNull();
  });

  test('when a login response is saved, then the spec keys hold it and getSession reads it back', () => {
    saveSession(login);
    expect(Object.fromEntries(data)).toEqual({
      token: 'tok-1',
      role: 'member',
      firstLogin: 'true',
      userName: 'Asha Rao',
      userEmail: 'asha@example.com',
      userId: 'u1',
    });
    expect(getSession()).toEqual({
      token: 'tok-1',
      role: 'member',
      firstLogin: true,
      userName: 'Asha Rao',
      userEmail: 'asha@example.com',
      userId: 'u1',
    });
  });

  test('when storage has not changed, then getSession returns the same object (useSyncExternalStore needs it)', () => {
    saveSession(login);
    expect(getSession()).toBe(getSession());
  });

  test('when the session is saved, updated or cleared, then subscribers hear about each change', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    saveSession(login);
    updateSession({ firstLogin: false });
    expect(getSession()?.firstLogin).toBe(false);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(getSession()).toBeNull();
    expect(data.size).toBe(0);
    unsubscribe();
    saveSession(login);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('when a password change answers a fresh token, then updateSession stores it and keeps the rest', () => {
    saveSession(login);
    updateSession({ token: 'tok-2', firstLogin: false });
    expect(getSession()).toMatchObject({ token: 'tok-2', firstLogin: false, userName: 'Asha Rao', role: 'member' });
  });

  test('when there is no session, then updateSession does not create one', () => {
    updateSession({ token: 'tok-3' });
    expect(getSession()).toBeNull();
  });

  test('when the stored role is not a known role, then the session has role null', () => {
    // What an older or tampered client may have stored: not one of the contract's roles.
    saveSession({ ...login, role: 'superuser' as LoginResponse['role'] });
    expect(getSession()?.role).toBeNull();
  });
});
