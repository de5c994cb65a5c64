import request from 'supertest';
import { bearer, linkToken, startAuth, type AuthHarness } from './start-auth';
import { codeFor, enrolledAdmin, loginFrom as adminLoginFrom, secondStep } from './two-factor-helpers';

// Every guessable secret is counted before it is judged; bursts are sent all at once (Promise.all), so
// a check-then-count throttle would answer more verdicts than the limit.
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

// Bursts of hundreds of requests take a while on a busy machine; the limits do not depend on timing.
jest.setTimeout(120_000);

describe('guessing limits with the default numbers', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const loginFrom = (client: string, email: string, password: string) =>
    request(h.app).post('/api/auth/login').set('x-forwarded-for', client).send({ email, password, role: 'user' });
  const signUp = async (email: string, password = 'Owner-password-1') =>
    (await h.signup({ name: 'Owner', email, password }).expect(201)).body.data.token as string;

  test('when 100 wrong passwords for one account arrive at once, then at most 5 are judged (401), the rest 429, and the right password from that client is refused too', async () => {
    await signUp('burst@example.com');
    const statuses = (
      await Promise.all(Array.from({ length: 100 }, () => loginFrom('10.9.0.1', 'burst@example.com', 'Wrong-guess-1')))
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 401)).toBeGreaterThan(0);
    expect(count(statuses, 429)).toBe(100 - count(statuses, 401));
    const good = await loginFrom('10.9.0.1', 'burst@example.com', 'Owner-password-1');
    expect(good.status).toBe(429);
    expect(good.body).toEqual({ error: 'Too many failed login attempts. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(good.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('when a stranger floods one account from one client, then the owner still signs in from another client', async () => {
    await signUp('owner@example.com');
    const stranger = await Promise.all(Array.from({ length: 60 }, () => loginFrom('10.9.1.1', 'owner@example.com', 'Wrong-guess-1')));
    expect(
      count(
        stranger.map((r) => r.status),
        401,
      ),
    ).toBeLessThanOrEqual(5);
    expect((await loginFrom('10.9.1.1', 'owner@example.com', 'Owner-password-1')).status).toBe(429);
    const owner = await loginFrom('10.9.1.2', 'owner@example.com', 'Owner-password-1');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  test('when 200 wrong 2FA codes on one challenge arrive at once, then at most 5 are judged (401) and the rest are 429', async () => {
    const { secret } = await enrolledAdmin(h, 'codes@example.com', '10.9.2.1');
    const { challenge } = (await adminLoginFrom(h, '10.9.2.1', 'codes@example.com').expect(200)).body;
    const valid = new Set([-1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
    const guesses = Array.from({ length: 220 }, (_, i) => String(100_000 + i * 4_099))
      .filter((code) => !valid.has(code))
      .slice(0, 200);
    const statuses = (await Promise.all(guesses.map((code) => secondStep(h, '10.9.2.1', { challenge, code })))).map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBe(200 - count(statuses, 401));
    expect(count(statuses, 200)).toBe(0);
  });

  test('when 50 wrong recovery codes arrive at once, then at most 5 are judged (401)', async () => {
    await enrolledAdmin(h, 'paper-burst@example.com', '10.9.3.1');
    const { challenge } = (await adminLoginFrom(h, '10.9.3.1', 'paper-burst@example.com').expect(200)).body;
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          secondStep(h, '10.9.3.1', { challenge, recoveryCode: `wrong-x${String(i).padStart(4, '0')}` }),
        ),
      )
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBe(50 - count(statuses, 401));
  });

  const changePassword = (token: string, client: string, currentPassword: string, newPassword = 'Brand-new-pass-9') =>
    request(h.app)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .set('x-forwarded-for', client)
      .send({ currentPassword, newPassword });

  test('when a stolen session guesses the current password, then 400 five times, then 429 with Retry-After even for the right one', async () => {
    const token = await signUp('stolen@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(token, '10.9.4.1', `Guess-number-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CURRENT_PASSWORD');
    }
    const blocked = await changePassword(token, '10.9.4.1', 'Owner-password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many wrong passwords. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Login counts the same guesses: the client cannot switch to the login form for five more.
    expect((await loginFrom('10.9.4.1', 'stolen@example.com', 'Owner-password-1')).status).toBe(429);
    // The owner, elsewhere, still changes it.
    expect((await changePassword(token, '10.9.4.2', 'Owner-password-1')).status).toBe(200);
  });

  test('when 50 guesses of the current password arrive at once, then at most 5 are judged (400)', async () => {
    const token = await signUp('burst-change@example.com');
    const statuses = (await Promise.all(Array.from({ length: 50 }, (_, i) => changePassword(token, '10.9.5.1', `Guess-number-${i}`)))).map(
      (r) => r.status,
    );
    expect(count(statuses, 400)).toBeLessThanOrEqual(5);
    expect(count(statuses, 429)).toBe(50 - count(statuses, 400));
  });

  test('when user or admin forward a password change, then the person address they name is what counts, not theirs', async () => {
    const token = await signUp('forwarded@example.com');
    const id = h.readToken(token).sub as string;
    const viaService = (client: string, currentPassword: string) =>
      request(h.app)
        .post(`/internal/accounts/${id}/password`)
        .set('x-internal-token', 'internal-token-for-tests-0123456789')
        .set('x-client-address', client)
        .set(bearer(token))
        .send({ currentPassword, newPassword: 'Brand-new-pass-9' });
    for (let i = 0; i < 5; i++) expect((await viaService('198.51.100.20', `Guess-number-${i}`)).status).toBe(400);
    const blocked = await viaService('198.51.100.20', 'Owner-password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect((await viaService('198.51.100.21', 'Owner-password-1')).status).toBe(200);
  });

  test('when one client tries 30 made-up reset links at once, then at most 10 are judged (400) and the rest 429; a real link from elsewhere works', async () => {
    await signUp('links@example.com');
    const reset = (client: string, token: string) =>
      request(h.app).post('/api/auth/reset-password').set('x-forwarded-for', client).send({ token, newPassword: 'Brand-new-pass-9' });
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => reset('10.9.6.1', `made-up-token-${i}-abcdefghijkl`)))).map(
      (r) => r.status,
    );
    expect(count(statuses, 400)).toBeLessThanOrEqual(10);
    expect(count(statuses, 429)).toBe(30 - count(statuses, 400));
    await request(h.app).post('/api/auth/forgot-password').send({ email: 'links@example.com', role: 'user' }).expect(200);
    const link = linkToken((await h.waitForMail('links@example.com')).text);
    expect((await reset('10.9.6.1', decodeURIComponent(link))).status).toBe(429);
    expect((await reset('10.9.6.2', decodeURIComponent(link))).status).toBe(200);
  });

  test('when one client checks 30 made-up reset links at once, then at most 10 answers and the rest 429; its resets are refused too', async () => {
    const check = (token: string) =>
      request(h.app).post('/api/auth/reset-password/check').set('x-forwarded-for', '10.9.7.1').send({ token });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => check(`made-up-check-${i}-abcdefghijkl`)));
    const statuses = answers.map((r) => r.status);
    expect(count(statuses, 200)).toBeLessThanOrEqual(10);
    expect(count(statuses, 429)).toBe(30 - count(statuses, 200));
    const reset = await request(h.app)
      .post('/api/auth/reset-password')
      .set('x-forwarded-for', '10.9.7.1')
      .send({ token: 'made-up-after-checks-abcdefghijkl', newPassword: 'Brand-new-pass-9' });
    expect(reset.status).toBe(429);
  });
});

describe('the per-account ceiling over all clients', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    // Small numbers, same shape as the defaults (5 per pair, 20 per client, 100 per account).
    const window = { windowMs: 15 * 60_000 };
    h = await startAuth({
      guessLimits: {
        perAccountClient: { max: 2, ...window },
        perClient: { max: 4, ...window },
        perAccount: { max: 6, windowMs: 60 * 60_000 },
        resetLinksPerClient: { max: 10, ...window },
      },
    });
    await h.signup({ name: 'Ceil', email: 'ceiling@example.com', password: 'Owner-password-1' }).expect(201);
  });
  afterAll(() => h.stop());

  const loginFrom = (client: string, password: string) =>
    request(h.app).post('/api/auth/login').set('x-forwarded-for', client).send({ email: 'ceiling@example.com', password, role: 'user' });

  test('when guesses from many clients reach the ceiling, then every client is refused until the window ends, and refused floods did not count', async () => {
    // A flood from one client is mostly refused, and refused requests give their count back.
    const flood = await Promise.all(Array.from({ length: 30 }, () => loginFrom('10.8.0.1', 'Wrong-guess-1')));
    expect(
      count(
        flood.map((r) => r.status),
        401,
      ),
    ).toBeLessThanOrEqual(2);
    expect((await loginFrom('10.8.0.9', 'Owner-password-1')).status).toBe(200);
    // Other clients, each inside its own limit, fill the account's window (6) with the flood's judged guesses.
    const judged = count(
      flood.map((r) => r.status),
      401,
    );
    for (let i = judged; i < 6; i++) expect((await loginFrom(`10.8.1.${Math.floor(i / 2)}`, 'Wrong-guess-1')).status).toBe(401);
    const ceiling = await loginFrom('10.8.0.5', 'Owner-password-1');
    expect(ceiling.status).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(15 * 60);
    h.advanceClock(61 * 60_000);
    expect((await loginFrom('10.8.0.5', 'Owner-password-1')).status).toBe(200);
  });
});
