import request from 'supertest';
import { bearer, startAuth, type AuthHarness } from './start-auth';
import { createAdmin, loginFrom } from './two-factor-helpers';

describe('admin session timeout', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const lifetime = (token: string) => {
    const claims = h.readToken(token);
    return claims.exp! - claims.iat!;
  };
  const setTimeout = (token: string, sessionTimeoutHours: unknown) =>
    request(h.app).put('/api/auth/me/session-timeout').set(bearer(token)).send({ sessionTimeoutHours });

  test('when an admin never chose, then tokens last 24 h (the spec default) and the settings say 24', async () => {
    await createAdmin(h, 'default@example.com');
    const token = (await loginFrom(h, '10.2.0.1', 'default@example.com').expect(200)).body.token;
    expect(lifetime(token)).toBe(24 * 3600);
    expect((await request(h.app).get('/api/auth/me/security').set(bearer(token))).body.sessionTimeoutHours).toBe(24);
  });

  test('when the admin picks 1 h, then the answer has a 1 h token, the next login too, and the settings say 1', async () => {
    await createAdmin(h, 'short@example.com');
    const token = (await loginFrom(h, '10.2.0.2', 'short@example.com').expect(200)).body.token;
    const res = await setTimeout(token, 1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionTimeoutHours: 1, token: expect.any(String) });
    expect(lifetime(res.body.token)).toBe(3600);
    const next = (await loginFrom(h, '10.2.0.2', 'short@example.com').expect(200)).body.token;
    expect(lifetime(next)).toBe(3600);
    expect((await request(h.app).get('/api/auth/me/security').set(bearer(next))).body).toEqual({
      twoFactorEnabled: false,
      sessionTimeoutHours: 1,
    });
  });

  // A re-signed token ends with its session (session-end.test.ts): so 24 h from the sign-in, not 8 h and not 24 h from the edit.
  test('when the admin picks 24 h and then edits the profile, then the refreshed token ends with the 24 h session', async () => {
    await createAdmin(h, 'long@example.com');
    const token = (await loginFrom(h, '10.2.0.3', 'long@example.com').expect(200)).body.token;
    expect(lifetime(token)).toBe(24 * 3600);
    const chosen = (await setTimeout(token, 24).expect(200)).body.token;
    const edited = await request(h.app).put('/api/auth/me').set(bearer(chosen)).send({ name: 'Ada Long' });
    expect(edited.status).toBe(200);
    expect(h.readToken(edited.body.token).exp).toBe(h.readToken(token).exp);
  });

  test('when the admin shortens the timeout, then tokens issued before stop working and the answered one works', async () => {
    await createAdmin(h, 'shorten@example.com');
    const other = (await loginFrom(h, '10.2.0.5', 'shorten@example.com').expect(200)).body.token;
    const token = (await loginFrom(h, '10.2.0.5', 'shorten@example.com').expect(200)).body.token;
    const fresh = (await setTimeout(token, 2).expect(200)).body.token;
    const security = (t: string) => request(h.app).get('/api/auth/me/security').set(bearer(t));
    expect((await security(other)).status).toBe(401);
    expect((await security(token)).status).toBe(401);
    expect((await security(fresh)).status).toBe(200);
  });

  test('when the admin lengthens the timeout, then tokens issued before keep working (their own shorter lifetime)', async () => {
    await createAdmin(h, 'lengthen@example.com');
    const first = (await loginFrom(h, '10.2.0.6', 'lengthen@example.com').expect(200)).body.token;
    // From the default (the longest) only a shorter choice exists: start from 2 h, then lengthen.
    const token = (await setTimeout(first, 2).expect(200)).body.token;
    await setTimeout(token, 12).expect(200);
    expect((await request(h.app).get('/api/auth/me/security').set(bearer(token))).status).toBe(200);
  });

  test.each([[3], [0], ['8'], [null]])('when the timeout is %j, then 400 VALIDATION_FAILED and nothing changes', async (hours) => {
    await createAdmin(h, `bad${String(hours)}@example.com`);
    const token = (await loginFrom(h, '10.2.0.4', `bad${String(hours)}@example.com`).expect(200)).body.token;
    const res = await setTimeout(token, hours);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect((await request(h.app).get('/api/auth/me/security').set(bearer(token))).body.sessionTimeoutHours).toBe(24);
  });

  test("when a user signs up, then the token still lasts 8 h (the choice is the admins' only)", async () => {
    const res = await h.signup({ name: 'Uri', email: 'uri@example.com', password: 'Uri-password-1' }).expect(201);
    expect(lifetime(res.body.data.token)).toBe(8 * 3600);
  });
});
