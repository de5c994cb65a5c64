// The timer that ends a session at its token's exp lives as long as that session, and no longer.
import { installMemoryStorage } from './memory-storage';
import { fakeJwt, loginAs } from './fake-jwt';
import { clearSession, getSession, saveSession } from '../src/session-store';

beforeEach(() => {
  installMemoryStorage('localStorage');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('when the session is cleared, then no timer is left waiting for its exp', () => {
  saveSession(loginAs('u1', 'Asha', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })));
  expect(getSession()).not.toBeNull();
  expect(jest.getTimerCount()).toBe(1);
  clearSession();
  expect(jest.getTimerCount()).toBe(0);
});
