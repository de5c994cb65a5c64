import request from 'supertest';
import { bearer, startAuth, type AuthHarness } from './start-auth';
import { ADMIN_PASSWORD, codeFor, createAdmin, enrolledAdmin, loginFrom, secondStep } from './two-factor-helpers';

describe('admin two-factor authentication (TOTP)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const setup = (token: string) => request(h.app).post('/api/auth/me/2fa/setup').set(bearer(token));
  const security = (token: string) => request(h.app).get('/api/auth/me/security').set(bearer(token));

  test('when an admin starts set-up, then a base32 secret, its otpauth URL and a PNG QR data URL come back, and 2FA is still off', async () => {
    await createAdmin(h, 'setup@example.com');
    const token = (await loginFrom(h, '10.1.0.1', 'setup@example.com').expect(200)).body.token;
    const res = await setup(token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauthUrl).toBe(
      `otpauth://totp/Agency%20Portal:setup%40example.com?issuer=Agency%20Portal&secret=${res.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(res.body.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect((await security(token)).body).toEqual({ twoFactorEnabled: false, sessionTimeoutHours: 24 });
    // Not on yet: the password alone still signs in.
    expect((await loginFrom(h, '10.1.0.1', 'setup@example.com')).body.token).toEqual(expect.any(String));
  });

  test('when the confirm code is wrong, then 400 and 2FA stays off', async () => {
    await createAdmin(h, 'typo@example.com');
    const token = (await loginFrom(h, '10.1.0.2', 'typo@example.com').expect(200)).body.token;
    const { secret } = (await setup(token).expect(200)).body;
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await request(h.app).post('/api/auth/me/2fa/confirm').set(bearer(token)).send({ code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid authentication code', code: 'INVALID_TWO_FACTOR_CODE' });
    expect((await security(token)).body.twoFactorEnabled).toBe(false);
  });

  test('when the admin confirms with a code from the secret, then 2FA is on with 10 recovery codes, and set-up is refused now', async () => {
    const { token, recoveryCodes } = await enrolledAdmin(h, 'on@example.com', '10.1.0.3');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await security(token)).body).toEqual({ twoFactorEnabled: true, sessionTimeoutHours: 24 });
    const again = await setup(token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    // The secret is never answered again, and nothing stored holds a recovery code in clear.
    const stored = await h.db.collection('two_factor').findOne({});
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));
  });

  test('when an admin with 2FA logs in with the password, then only a challenge comes back, which is no session token', async () => {
    await enrolledAdmin(h, 'step@example.com', '10.1.0.4');
    const res = await loginFrom(h, '10.1.0.4', 'step@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(() => h.readToken(res.body.challenge)).toThrow(/audience/);
    expect((await request(h.app).get('/api/auth/me').set(bearer(res.body.challenge))).status).toBe(401);
  });

  test('when the second step has the right code, then the normal login answer; the same code again is refused', async () => {
    const { secret } = await enrolledAdmin(h, 'code@example.com', '10.1.0.5');
    const { challenge } = (await loginFrom(h, '10.1.0.5', 'code@example.com')).body;
    const code = codeFor(secret, 1);
    const res = await secondStep(h, '10.1.0.5', { challenge, code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      role: 'admin',
      firstLogin: false,
      user: expect.objectContaining({ email: 'code@example.com' }),
    });
    expect(h.readToken(res.body.token)).toMatchObject({ role: 'admin', email: 'code@example.com' });
    const replay = await secondStep(h, '10.1.0.5', {
      challenge: (await loginFrom(h, '10.1.0.5', 'code@example.com')).body.challenge,
      code,
    });
    expect(replay.status).toBe(401);
  });

  test('when the second step has wrong codes, then 401 each time and 429 with Retry-After after five, even for the right code', async () => {
    const { secret } = await enrolledAdmin(h, 'guess@example.com', '10.1.0.6');
    const { challenge } = (await loginFrom(h, '10.1.0.6', 'guess@example.com')).body;
    for (const guess of ['000000', '111111', '222222', '333333', '444444'].filter((g) => g !== codeFor(secret, 1))) {
      const res = await secondStep(h, '10.1.0.6', { challenge, code: guess });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid authentication code', code: 'INVALID_TWO_FACTOR_CODE' });
    }
    await secondStep(h, '10.1.0.6', { challenge, code: '555555' === codeFor(secret, 1) ? '666666' : '555555' });
    const blocked = await secondStep(h, '10.1.0.6', { challenge, code: codeFor(secret, 1) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A good password does not reset the count of guessed codes.
    expect((await loginFrom(h, '10.1.0.6', 'guess@example.com')).status).toBe(429);
  });

  test('when a recovery code is used, then it signs in once and never again', async () => {
    const { recoveryCodes } = await enrolledAdmin(h, 'paper@example.com', '10.1.0.7');
    const first = await secondStep(h, '10.1.0.7', {
      challenge: (await loginFrom(h, '10.1.0.7', 'paper@example.com')).body.challenge,
      recoveryCode: recoveryCodes[3]!.toUpperCase(),
    });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    const second = await secondStep(h, '10.1.0.7', {
      challenge: (await loginFrom(h, '10.1.0.7', 'paper@example.com')).body.challenge,
      recoveryCode: recoveryCodes[3],
    });
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  test('when the challenge is forged or missing, then 401 TWO_FACTOR_CHALLENGE_EXPIRED or 400', async () => {
    const { secret } = await enrolledAdmin(h, 'forge@example.com', '10.1.0.8');
    const { challenge } = (await loginFrom(h, '10.1.0.8', 'forge@example.com')).body;
    const forged = await secondStep(h, '10.1.0.8', { challenge: `${challenge}x`, code: codeFor(secret, 1) });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    expect((await secondStep(h, '10.1.0.8', { code: codeFor(secret, 1) })).status).toBe(400);
  });

  test('when 2FA is disabled with a wrong code, then 400; with a current code, then off and the password alone signs in', async () => {
    const { token, secret } = await enrolledAdmin(h, 'off@example.com', '10.1.0.9');
    const disable = (body: object) =>
      request(h.app).post('/api/auth/me/2fa/disable').set(bearer(token)).set('x-forwarded-for', '10.1.0.9').send(body);
    expect((await disable({})).status).toBe(400);
    expect((await disable({ code: codeFor(secret, 1) === '123456' ? '654321' : '123456' })).status).toBe(400);
    expect((await disable({ password: 'not-the-password' })).body.code).toBe('INVALID_CURRENT_PASSWORD');
    expect((await disable({ code: codeFor(secret, 1) })).body).toEqual({ twoFactorEnabled: false });
    expect((await security(token)).body.twoFactorEnabled).toBe(false);
    expect((await loginFrom(h, '10.1.0.10', 'off@example.com')).body.token).toEqual(expect.any(String));
  });

  test('when 2FA is disabled with the password, then it is off', async () => {
    const { token } = await enrolledAdmin(h, 'offpw@example.com', '10.1.0.11');
    const res = await request(h.app).post('/api/auth/me/2fa/disable').set(bearer(token)).send({ password: ADMIN_PASSWORD });
    expect(res.body).toEqual({ twoFactorEnabled: false });
    expect((await loginFrom(h, '10.1.0.11', 'offpw@example.com')).body.token).toEqual(expect.any(String));
  });

  test('when a user or a member calls the admin security routes, then 403 FORBIDDEN; without a token 401', async () => {
    const userToken = (await h.signup({ name: 'Uma', email: 'uma2@example.com', password: 'Uma-password-1' }).expect(201)).body.data.token;
    await h.createMember('mia2@example.com', 'Welcome-123').expect(201);
    const first = (await h.login('mia2@example.com', 'Welcome-123', 'member')).body.token;
    const memberToken = (
      await request(h.app).post('/api/auth/change-password').set(bearer(first)).send({ newPassword: 'Member-pass-2' }).expect(200)
    ).body.token;
    for (const token of [userToken, memberToken]) {
      for (const call of [
        setup(token),
        security(token),
        request(h.app).put('/api/auth/me/session-timeout').set(bearer(token)).send({ sessionTimeoutHours: 1 }),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    expect((await request(h.app).post('/api/auth/me/2fa/setup')).status).toBe(401);
  });
});
