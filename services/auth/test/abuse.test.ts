import jwt from 'jsonwebtoken';
import request from 'supertest';
import { bearer, startAuth, type AuthHarness } from './start-auth';

describe('abuse of login, tokens and signup', () => {
  let h: AuthHarness;
  let userToken: string;
  beforeAll(async () => {
    h = await startAuth();
    userToken = (await h.signup({ name: 'Uma', email: 'uma@example.com', password: 'Uma-password-1' }).expect(201)).body.data.token;
  });
  afterAll(() => h.stop());

  // Each test logs in from its own gateway-forwarded client address, so the per-client counts stay apart.
  const loginFrom = (client: string, body: object) => request(h.app).post('/api/auth/login').set('x-forwarded-for', client).send(body);
  const me = (token: string) => request(h.app).get('/api/auth/me').set(bearer(token));

  test('when login e-mail and password are query operators, then 400 and no token', async () => {
    const res = await loginFrom('10.0.0.1', { email: { $gt: '' }, password: { $gt: '' }, role: 'user' });
    expect(res.status).toBe(400);
    expect(res.body.token).toBeUndefined();
  });

  test('when the e-mail is unknown or the password wrong, then the answers are identical', async () => {
    const unknown = await loginFrom('10.0.0.2', { email: 'ghost@example.com', password: 'Uma-password-1', role: 'user' });
    const wrong = await loginFrom('10.0.0.2', { email: 'uma@example.com', password: 'wrong-password', role: 'user' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
  });

  test.each([
    [
      'alg none',
      () =>
        jwt.sign({ role: 'admin', name: 'x', email: 'x', firstLogin: false, tokenVersion: 0 }, '', {
          algorithm: 'none',
          subject: 'x',
          issuer: 'agency-auth',
          audience: 'agency-portal',
        }),
    ],
    [
      'a tampered role claim',
      () => {
        const [head, body, sig] = userToken.split('.');
        const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
        return [head, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), sig].join('.');
      },
    ],
    [
      'a wrong audience',
      () =>
        jwt.sign({ role: 'user', name: 'x', email: 'x', firstLogin: false, tokenVersion: 0 }, h.keys.privateKey, {
          algorithm: 'RS256',
          subject: h.readToken(userToken).sub,
          issuer: 'agency-auth',
          audience: 'someone-else',
        }),
    ],
    [
      'an expired token',
      () =>
        jwt.sign(
          { role: 'user', name: 'x', email: 'x', firstLogin: false, tokenVersion: 0, exp: Math.floor(Date.now() / 1000) - 60 },
          h.keys.privateKey,
          { algorithm: 'RS256', subject: h.readToken(userToken).sub, issuer: 'agency-auth', audience: 'agency-portal' },
        ),
    ],
    [
      'an HS256 token keyed with the public key',
      () =>
        jwt.sign({ role: 'user', name: 'x', email: 'x', firstLogin: false, tokenVersion: 0 }, h.keys.publicKey, {
          algorithm: 'HS256',
          subject: h.readToken(userToken).sub,
          issuer: 'agency-auth',
          audience: 'agency-portal',
        }),
    ],
  ])('when the token has %s, then 401', async (_label, make) => {
    const res = await me(make());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  // Changed with issue 16: failures now lock out the client that made them, not the account everywhere
  // (the owner signing in from another client is tested in guess-limits.test.ts).
  test('when one client fails 5 times at one account behind changing forged X-Forwarded-For values, then 429 RATE_LIMITED with Retry-After for it', async () => {
    await h.signup({ name: 'Vic', email: 'vic@example.com', password: 'Vic-password-1' }).expect(201);
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(`6.6.6.${i}, 10.0.1.1`, { email: 'vic@example.com', password: 'nope-nope', role: 'user' })).status).toBe(401);
    }
    const blocked = await loginFrom('7.7.7.7, 10.0.1.1', { email: 'vic@example.com', password: 'Vic-password-1', role: 'user' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many failed login attempts. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    h.advanceClock(16 * 60_000);
    expect((await loginFrom('10.0.1.1', { email: 'vic@example.com', password: 'Vic-password-1', role: 'user' })).status).toBe(200);
  });

  test('when one client fails 20 times, then its next login is 429 even with a forged X-Forwarded-For, and other clients still log in', async () => {
    for (let i = 0; i < 20; i++) {
      await loginFrom('10.0.2.1', { email: `nobody-${i}@example.com`, password: 'nope-nope', role: 'user' }).expect(401);
    }
    const spoofed = await loginFrom('1.2.3.4, 10.0.2.1', { email: 'uma@example.com', password: 'Uma-password-1', role: 'user' });
    expect(spoofed.status).toBe(429);
    expect((await loginFrom('10.0.2.2', { email: 'uma@example.com', password: 'Uma-password-1', role: 'user' })).status).toBe(200);
  });

  test('when two passwords share their first 72 bytes, then the longer one is refused with 400 at signup and login', async () => {
    const base = 'x'.repeat(72);
    expect((await h.signup({ name: 'Wes', email: 'wes@example.com', password: `${base}A` })).status).toBe(400);
    await h.signup({ name: 'Wes', email: 'wes@example.com', password: base }).expect(201);
    expect((await loginFrom('10.0.3.1', { email: 'wes@example.com', password: `${base}B`, role: 'user' })).status).toBe(400);
  });

  test('when 20 signups race for one e-mail, then exactly one account and 19 times 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.signup({ name: 'Racer', email: 'race@example.com', password: 'Race-password-1' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await h.db.collection('accounts').countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  test('when answers are collected across the account routes, then none holds a hash, a reset token or __v', async () => {
    const answers = [
      await h.signup({ name: 'Xia', email: 'xia@example.com', password: 'Xia-password-1' }),
      await loginFrom('10.0.4.1', { email: 'xia@example.com', password: 'Xia-password-1', role: 'user' }),
    ];
    const token = answers[1]!.body.token;
    answers.push(await me(token));
    answers.push(await request(h.app).put('/api/auth/me').set(bearer(token)).send({ phone: '+91 12345' }));
    answers.push(await request(h.app).post('/api/auth/forgot-password').send({ email: 'xia@example.com', role: 'user' }));
    for (const res of answers) {
      const text = JSON.stringify(res.body);
      expect(res.status).toBeLessThan(300);
      expect(text).not.toMatch(/passwordHash|\$2[aby]\$|__v|tokenHash|tokenVersion/);
    }
  });
});
