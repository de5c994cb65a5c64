// Another tab signing in as someone else must be noticed here; this tab's own sign-in is not a switch.
/* eslint-disable @typescript-eslint/no-require-imports -- the fake window must exist before the store loads */
import { installMemoryStorage } from './memory-storage';
import { fakeJwt, loginAs } from './fake-jwt';

const fakeWindow = new EventTarget();
Object.defineProperty(globalThis, 'window', { value: fakeWindow, configurable: true });
const store = require('../src/session-store') as typeof import('../src/session-store');
const { watchAccountSwitch } = require('../src/account-switch') as typeof import('../src/account-switch');

/** What the browser does in this tab when another tab writes the session keys. */
function otherTabWrites(id: string, name: string) {
  localStorage.setItem('token', fakeJwt({ sub: id }));
  localStorage.setItem('userId', id);
  localStorage.setItem('userName', name);
  localStorage.setItem('role', 'user');
  fakeWindow.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
}

function otherTabSignsOut() {
  for (const key of ['token', 'userId', 'userName', 'role']) localStorage.removeItem(key);
  fakeWindow.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
}

describe('account switch seen from another tab', () => {
  beforeEach(() => {
    installMemoryStorage('localStorage');
    store.saveSession(loginAs('arjun-id', 'Arjun', fakeJwt({ sub: 'arjun-id' })));
  });

  test('when another tab signs in as a different customer, then this tab hears who it is now', () => {
    const switched = jest.fn();
    const stop = watchAccountSwitch(switched);
    otherTabWrites('yasmin-id', 'Yasmin');
    stop();
    expect(switched).toHaveBeenCalledWith(expect.objectContaining({ userName: 'Yasmin', userId: 'yasmin-id' }));
  });

  test('when another tab signs out and then in as someone else, then it is still a switch', () => {
    const switched = jest.fn();
    const stop = watchAccountSwitch(switched);
    otherTabSignsOut();
    otherTabWrites('yasmin-id', 'Yasmin');
    stop();
    expect(switched).toHaveBeenCalledTimes(1);
  });

  test('when another tab signs in again as the same person, then nothing is reported', () => {
    const switched = jest.fn();
    const stop = watchAccountSwitch(switched);
    otherTabSignsOut();
    otherTabWrites('arjun-id', 'Arjun');
    stop();
    expect(switched).not.toHaveBeenCalled();
  });

  test('when this tab itself signs in as someone else, then it is not reported as a switch', () => {
    const switched = jest.fn();
    const stop = watchAccountSwitch(switched);
    store.clearSession();
    store.saveSession(loginAs('yasmin-id', 'Yasmin', fakeJwt({ sub: 'yasmin-id' })));
    stop();
    expect(switched).not.toHaveBeenCalled();
  });
});
