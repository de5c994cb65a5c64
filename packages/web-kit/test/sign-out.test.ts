import type { LoginResponse } from '@agency/contracts/browser';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installMemoryStorage } from './memory-storage';
import { getSession, saveSession } from '../src/session-store';
import { signOut } from '../src/sign-out';
import { signedOutOnPurpose } from '../src/signed-out-on-purpose';

const login: LoginResponse = {
  token: 'tok-7',
  role: 'user',
  firstLogin: false,
  user: { id: 'u7', name: 'Ravi', email: 'ravi@example.com' },
};

describe('signOut', () => {
  let server: http.Server;
  let base: string;
  const seen: { path?: string; authorization?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ path: req.url, authorization: req.headers.authorization });
      req.resume();
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"You have been signed out."}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => installMemoryStorage());

  test('when a person signs out, then the server is told with their token and the stored session is gone at once', async () => {
    saveSession(login);
    const told = signOut(`${base}/api/auth/logout`);
    expect(getSession()).toBeNull();
    await told;
    expect(seen.at(-1)).toEqual({ path: '/api/auth/logout', authorization: 'Bearer tok-7' });
  });

  test('when the server cannot be reached, then sign-out still clears the session and does not throw', async () => {
    saveSession(login);
    await expect(signOut('http://127.0.0.1:9/api/auth/logout')).resolves.toBeUndefined();
    expect(getSession()).toBeNull();
  });
});

describe('a sign-out the person chose', () => {
  test('when this tab signs out, then it counts as chosen until someone signs in again', async () => {
    installMemoryStorage();
    saveSession({ token: 't', role: 'user', firstLogin: false, user: { id: 'u1', name: 'A', email: 'a@example.com' } });
    global.fetch = jest.fn(async () => new Response('{}')) as typeof fetch;
    await signOut();
    expect(signedOutOnPurpose()).toBe(true);
    saveSession({ token: 't2', role: 'user', firstLogin: false, user: { id: 'u1', name: 'A', email: 'a@example.com' } });
    expect(signedOutOnPurpose()).toBe(false);
  });
});
