// A session that ends by itself (token past `exp`, a 401) is told apart from a sign-out the person chose.
import { installMemoryStorage } from './memory-storage';
import { fakeJwt, loginAs } from './fake-jwt';
import { endSession, readSessionEnd, SESSION_ENDED_MESSAGE } from '../src/session-end';
import { getSession, saveSession } from '../src/session-store';
import { signOut } from '../src/sign-out';
import { onUnauthorized } from '../src/unauthorized';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('a session that ends', () => {
  beforeEach(() => {
    installMemoryStorage('localStorage');
    installMemoryStorage('sessionStorage');
  });
  afterEach(() => jest.useRealTimers());

  test('when the stored token is past its exp, then there is no session and the login page is told why', async () => {
    const sentToLogin = jest.fn();
    const off = onUnauthorized(sentToLogin);
    saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: nowSeconds() - 5 }), 'admin'));
    expect(getSession()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    off();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSessionEnd()).toEqual({ message: SESSION_ENDED_MESSAGE, email: 'asha@example.com', role: 'admin' });
    expect(sentToLogin).toHaveBeenCalledTimes(1);
  });

  test('when a token reaches its exp while the page is open, then the session ends at that moment', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: nowSeconds() + 60 })));
    expect(getSession()?.expiresAt).toBe(Date.now() + 60_000);
    jest.advanceTimersByTime(59_000);
    expect(getSession()).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(getSession()).toBeNull();
    expect(readSessionEnd()?.message).toBe(SESSION_ENDED_MESSAGE);
  });

  test('when someone signs in again, then the notice is gone', () => {
    saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1' })));
    endSession();
    saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1' })));
    expect(readSessionEnd()).toBeNull();
  });

  test('when the person signs out on purpose, then no "session ended" notice is shown', async () => {
    saveSession(loginAs('u1', 'Asha', 'not-a-jwt'));
    endSession();
    saveSession(loginAs('u1', 'Asha', 'not-a-jwt'));
    global.fetch = jest.fn(async () => new Response('{}')) as typeof fetch;
    await signOut();
    expect(readSessionEnd()).toBeNull();
  });
});
