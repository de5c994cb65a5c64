import request from 'supertest';
import { createLogger } from '@agency/server-kit';
import { createApp } from '../src/app';
import { DEFAULT_FLOOD_LIMITS } from '../src/throttle/flood-limits';
import { INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';

jest.setTimeout(120_000);

describe('flood limits on sign-up and forgot-password (the real numbers)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth({ floodLimits: DEFAULT_FLOOD_LIMITS });
  });
  afterAll(() => h.stop());

  const signUpFrom = (client: string, email: string) =>
    request(h.app).post('/api/auth/signup').set('x-forwarded-for', client).send({ name: 'Flood', email, password: 'Flood-pass-123' });
  const forgotFrom = (client: string, email: string) =>
    request(h.app).post('/api/auth/forgot-password').set('x-forwarded-for', client).send({ email, role: 'user' });

  test('when one client signs up 20 times in an hour, then the 21st is 429 RATE_LIMITED with Retry-After and another client still signs up', async () => {
    for (let i = 0; i < 20; i++) expect((await signUpFrom('10.7.0.1', `flood-${i}@example.com`)).status).toBe(201);
    const blocked = await signUpFrom('10.7.0.1', 'flood-20@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many sign-ups from your address. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(await h.db.collection('accounts').countDocuments({ email: 'flood-20@example.com' })).toBe(0);
    expect((await signUpFrom('10.7.0.2', 'flood-20@example.com')).status).toBe(201);
  });

  test('when forgot-password is asked 4 times for a known and for an unknown address, then both get the same answers: 3 times 200, then 429', async () => {
    await signUpFrom('10.7.1.9', 'known@example.com').expect(201);
    const answers = async (email: string, client: string) => {
      const out: Array<{ status: number; body: unknown }> = [];
      for (let i = 0; i < 4; i++) {
        const res = await forgotFrom(client, email);
        out.push({ status: res.status, body: res.body });
      }
      return out;
    };
    const known = await answers('known@example.com', '10.7.1.1');
    const unknown = await answers('nobody-here@example.com', '10.7.1.2');
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(unknown).toEqual(known);
    expect(known[3]!.body).toEqual({ error: 'Too many password reset requests. Please try again later.', code: 'RATE_LIMITED' });
    // Per address: another address from the same client is still answered.
    expect((await forgotFrom('10.7.1.1', 'someone-else@example.com')).status).toBe(200);
  });

  test('when one client asks forgot-password for 11 addresses in 15 minutes, then the 11th is 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await forgotFrom('10.7.2.1', `spray-${i}@example.com`)).status).toBe(200);
    const blocked = await forgotFrom('10.7.2.1', 'spray-10@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('when 30 sign-ups from one client arrive at once, then at most 20 are let through', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signUpFrom('10.7.3.1', `burst-${i}@example.com`)));
    expect(results.filter((r) => r.status === 201).length).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
  });

  test('when auth restarts (a new app on the same database), then the counts hold', async () => {
    for (let i = 0; i < 3; i++) await forgotFrom('10.7.4.1', 'restart@example.com').expect(200);
    const restarted = createApp({
      db: h.db,
      signer: { privateKey: h.keys.privateKey, issuer: h.keys.issuer, audience: h.keys.audience },
      internalToken: INTERNAL_TOKEN,
      floodLimits: DEFAULT_FLOOD_LIMITS,
      logger: createLogger({ name: 'auth', level: 'silent' }),
    });
    const res = await request(restarted)
      .post('/api/auth/forgot-password')
      .set('x-forwarded-for', '10.7.4.2')
      .send({ email: 'restart@example.com', role: 'user' });
    expect(res.status).toBe(429);
  });
});
