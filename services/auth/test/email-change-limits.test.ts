import request from 'supertest';
import { DEFAULT_FLOOD_LIMITS } from '../src/throttle/flood-limits';
import type { GuessLimits } from '../src/throttle/guess-throttle';
import { bearer, startAuth, type AuthHarness } from './start-auth';

const PASSWORD = 'Mailer-password-1';
const HOUR = 3600_000;

// Every password here is right: the guess windows (tested in guess-limits.test.ts) stay out of the way.
const ROOMY_GUESSES: GuessLimits = {
  perAccountClient: { max: 1000, windowMs: HOUR },
  perClient: { max: 1000, windowMs: HOUR },
  perAccount: { max: 1000, windowMs: HOUR },
  resetLinksPerClient: { max: 1000, windowMs: HOUR },
};

describe('limits on e-mail change mails (the real numbers)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    const { emailChangesPerAccount, emailChangesPerAddress, emailChangesPerClient } = DEFAULT_FLOOD_LIMITS;
    h = await startAuth({
      floodLimits: { emailChangesPerAccount, emailChangesPerAddress, emailChangesPerClient },
      guessLimits: ROOMY_GUESSES,
    });
  });
  afterAll(() => h.stop());

  let n = 0;
  /** A fresh customer; each test asks from its own client address, so the per-client window is its own too. */
  async function person(client: string) {
    n += 1;
    const [email, name] = [`mailer${n}@example.com`, `Mailer ${n}`];
    const res = await h.signup({ name, email, password: PASSWORD }).expect(201);
    const changeTo = (newEmail: string, name?: string) =>
      request(h.app)
        .put('/api/auth/me')
        .set(bearer(res.body.data.token as string))
        .set('x-forwarded-for', client)
        .send({ email: newEmail, currentPassword: PASSWORD, ...(name ? { name } : {}) });
    return { email, name, token: res.body.data.token as string, changeTo };
  }
  const nameOf = async (token: string) => (await request(h.app).get('/api/auth/me').set(bearer(token))).body.name;

  test('when one account asks for a 4th e-mail change within an hour, then 429 says when to try again, nothing is mailed or saved, and after the hour it works again', async () => {
    const p = await person('10.9.0.1');
    for (let i = 1; i <= 3; i++) expect((await p.changeTo(`stranger${i}@example.com`)).status).toBe(200);
    const blocked = await p.changeTo('stranger4@example.com', 'Your invoice is overdue');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many email change requests. Please try again in 1 hour.', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await h.mailsTo('stranger4@example.com')).toHaveLength(0);
    expect(await h.mailsTo(p.email)).toHaveLength(3); // one warning per accepted request, none for the refused one
    expect(await nameOf(p.token)).toBe(p.name); // the refused save changed nothing
    h.advanceClock(HOUR + 1000);
    try {
      expect((await p.changeTo('stranger4@example.com')).status).toBe(200);
    } finally {
      h.advanceClock(-(HOUR + 1000));
    }
  });

  test('when four accounts aim at one address within a day, then the 4th is 429 and the address gets 3 mails', async () => {
    const target = 'one-inbox@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await (await person('10.9.1.1')).changeTo(target)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await (await person('10.9.1.2')).changeTo(target);
    expect(blocked.body.error).toBe('Too many email change requests. Please try again in 24 hours.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await h.mailsTo(target)).toHaveLength(3);
  });

  test('when one account sends 8 e-mail changes at once, then at most 3 are accepted and at most 3 addresses get a mail', async () => {
    const p = await person('10.9.2.1');
    const targets = Array.from({ length: 8 }, (_, i) => `burst${i}@example.com`);
    const results = await Promise.all(targets.map((target) => p.changeTo(target)));
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(8 - results.filter((r) => r.status === 200).length);
    const mailed = (await Promise.all(targets.map((target) => h.mailsTo(target)))).flat();
    expect(mailed.length).toBeLessThanOrEqual(3);
  });

  test('when one client asks for an 11th e-mail change within an hour (over many accounts), then 429 and no 11th mail', async () => {
    for (let i = 0; i < 10; i++) expect((await (await person('10.9.3.1')).changeTo(`spray${i}@example.com`)).status).toBe(200);
    const blocked = await (await person('10.9.3.1')).changeTo('spray10@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(await h.mailsTo('spray10@example.com')).toHaveLength(0);
    // Another client's customers are not held up by it.
    expect((await (await person('10.9.3.2')).changeTo('spray10@example.com')).status).toBe(200);
  });
});
