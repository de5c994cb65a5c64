import request from 'supertest';
import { bearer, startAuth, INTERNAL_TOKEN, type AuthHarness } from './start-auth';

describe('signing out on the server', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  let n = 0;
  async function signIn() {
    n += 1;
    const email = `leaver${n}@example.com`;
    await h.signup({ name: 'Lee Ver', email, password: 'Leaver-password-1' }).expect(201);
    const login = async () => (await h.login(email, 'Leaver-password-1', 'user').expect(200)).body.token as string;
    return { email, login };
  }
  const me = (token: string) => request(h.app).get('/api/auth/me').set(bearer(token));
  const post = (path: string, token: string) => request(h.app).post(path).set(bearer(token));
  const sessionState = (id: string) => request(h.app).get(`/internal/accounts/${id}/token-version`).set('x-internal-token', INTERNAL_TOKEN);

  test('when a user signs out, then that token is refused at once and a token of another sign-in keeps working', async () => {
    const p = await signIn();
    const phone = await p.login();
    const laptop = await p.login();
    const res = await post('/api/auth/logout', laptop);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have been signed out.' });
    expect((await me(laptop)).status).toBe(401);
    expect((await post('/api/auth/logout', laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  test('when a token refreshed by a profile save belongs to a signed-out session, then it is refused too', async () => {
    const p = await signIn();
    const token = await p.login();
    const refreshed = (await request(h.app).put('/api/auth/me').set(bearer(token)).send({ name: 'New Name' }).expect(200)).body.token;
    await post('/api/auth/logout', refreshed).expect(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(refreshed)).status).toBe(401);
  });

  test('when a user signs out, then the internal lookup lists the session, so other services refuse it too', async () => {
    const p = await signIn();
    const token = await p.login();
    const { sub, sid } = h.readToken(token);
    expect(sid).toEqual(expect.any(String));
    expect((await sessionState(sub!)).body).toEqual({ tokenVersion: 0, revokedSessions: [] });
    await post('/api/auth/logout', token).expect(200);
    expect((await sessionState(sub!)).body).toEqual({ tokenVersion: 0, revokedSessions: [sid] });
  });

  test('when a user signs out of all devices, then every token of the account is refused and a new sign-in works', async () => {
    const p = await signIn();
    const phone = await p.login();
    const laptop = await p.login();
    const res = await post('/api/auth/logout-all', laptop);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have been signed out of all devices.' });
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await sessionState(h.readToken(phone).sub!)).body.tokenVersion).toBe(1);
    expect((await me(await p.login())).status).toBe(200);
  });

  test('when no token or a bad one is sent, then 401', async () => {
    expect((await request(h.app).post('/api/auth/logout')).status).toBe(401);
    expect((await post('/api/auth/logout-all', 'not-a-token')).status).toBe(401);
  });

  test('when a first-login member signs out, then it works (they may leave before changing the password)', async () => {
    await h.createMember('first@example.com').expect(201);
    const token = (await h.login('first@example.com', 'Welcome-123', 'member').expect(200)).body.token;
    await post('/api/auth/logout', token).expect(200);
    expect(
      (await request(h.app).post('/api/auth/change-password').set(bearer(token)).send({ newPassword: 'Brand-new-pass-1' })).status,
    ).toBe(401);
  });
});
