import request from 'supertest';
import { bearer, linkToken, PUBLIC_URL, startAuth, type AuthHarness } from './start-auth';

const GENERIC = 'If an account with that email exists, a password reset link has been sent.';

describe('forgot and reset password', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
    await h.signup({ name: 'Rae', email: 'rae@example.com', password: 'Original-pw-1' }).expect(201);
  });
  afterAll(() => h.stop());

  const forgot = (email: string, role = 'user') =>
    request(h.app).post('/api/auth/forgot-password').set('host', 'evil.example.com').send({ email, role });
  const reset = (token: string, newPassword: string) => request(h.app).post('/api/auth/reset-password').send({ token, newPassword });

  test('when the account exists or not, or the role does not match, then the same 200 message', async () => {
    const answers = await Promise.all([forgot('rae@example.com'), forgot('nobody@example.com'), forgot('rae@example.com', 'admin')]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: GENERIC });
    }
    await h.waitForMail('rae@example.com');
    await new Promise((r) => setTimeout(r, 200));
    expect(h.sent.map((m) => m.to)).toEqual(['rae@example.com']); // one mail: the matching role only
  });

  test('when a reset link is mailed, then it is built on PUBLIC_URL (not Host) with a 256-bit token', async () => {
    const mail = h.sent.find((m) => m.to === 'rae@example.com')!;
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail.text).not.toContain('evil.example.com');
    expect(linkToken(mail.text)).toMatch(/^[\w-]{43}$/);
  });

  test('when the link is used, then the password changes, the old token dies, and a second use is refused', async () => {
    const { body: before } = await h.login('rae@example.com', 'Original-pw-1', 'user').expect(200);
    const token = linkToken(h.sent.find((m) => m.to === 'rae@example.com')!.text);
    const first = await reset(token, 'After-reset-1');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/reset/i);
    expect((await h.login('rae@example.com', 'After-reset-1', 'user')).status).toBe(200);
    expect((await request(h.app).get('/api/auth/me').set(bearer(before.token))).status).toBe(401);
    const second = await reset(token, 'Another-one-2');
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: 'This reset link is invalid or has expired.', code: 'INVALID_RESET_TOKEN' });
  });

  test('when the link is older than 30 minutes, then 400 INVALID_RESET_TOKEN', async () => {
    await h.signup({ name: 'Sam', email: 'sam@example.com', password: 'Original-pw-1' }).expect(201);
    await forgot('sam@example.com').expect(200);
    const token = linkToken((await h.waitForMail('sam@example.com')).text);
    h.advanceClock(31 * 60_000);
    const res = await reset(token, 'Too-late-pw-1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
    expect((await h.login('sam@example.com', 'Original-pw-1', 'user')).status).toBe(200);
  });

  test('when the token is made up, then 400 and nothing about accounts is revealed', async () => {
    const res = await reset('A'.repeat(43), 'Guessing-pw-1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });

  test('when the stored reset records are read, then they hold only a hash, never the token', async () => {
    const rows = await h.db.collection('password_resets').find().toArray();
    const tokens = h.sent.map((m) => linkToken(m.text));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokens).not.toContain(row.tokenHash);
      expect(JSON.stringify(row)).not.toContain(tokens[0]);
    }
  });
});
