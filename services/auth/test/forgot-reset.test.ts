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
    const answers = await Promise.all([forgot('rae@example.com'), forgot('nobody@example.com')]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: GENERIC });
    }
    await h.waitForMail('rae@example.com');
    await new Promise((r) => setTimeout(r, 200));
    expect(h.sent.map((m) => m.to)).toEqual(['rae@example.com']); // nothing to the unknown address
  });

  test('when the reset is asked for with another role, then the same answer, and the owner gets a link naming their role', async () => {
    const before = h.sent.length;
    const res = await forgot('rae@example.com', 'member');
    expect(res.body).toEqual({ message: GENERIC });
    for (let i = 0; i < 50 && h.sent.length === before; i++) await new Promise((r) => setTimeout(r, 50));
    const mail = h.sent[h.sent.length - 1]!;
    expect(mail.to).toBe('rae@example.com');
    expect(mail.text).toContain('When you sign in, choose the role "User".');
    expect(linkToken(mail.text)).toMatch(/^[\w-]{43}$/);
  });

  test("when a reset link is mailed, then its deadline is given in the agency's time zone, named", async () => {
    expect(h.sent[0]!.text).toMatch(/by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M India Standard Time, to choose/);
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

  test('when the account is named like a phishing text, then the reset mail greets without the name', async () => {
    // Sign-up confirms no address: whoever signs up with a stranger's e-mail chooses the name it would get.
    await h.signup({
      name: 'Your invoice is overdue: pay at https://pay.evil.example',
      email: 'lure@example.com',
      password: 'Original-pw-1',
    });
    await forgot('lure@example.com').expect(200);
    const mail = await h.waitForMail('lure@example.com');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).not.toContain('invoice');
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

describe('checking a reset link before the form', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
    await h.signup({ name: 'Cleo', email: 'cleo@example.com', password: 'Original-pw-1' }).expect(201);
  });
  afterAll(() => h.stop());

  const check = (token: unknown) => request(h.app).post('/api/auth/reset-password/check').send({ token });
  const mailedToken = async (email: string) => {
    const after = h.sent.length;
    await request(h.app).post('/api/auth/forgot-password').send({ email, role: 'user' }).expect(200);
    await h.waitForMail(email);
    return decodeURIComponent(linkToken(h.sent.slice(after).find((m) => m.to === email)!.text));
  };

  test('when a mailed link is checked twice, then valid both times and it still resets the password once', async () => {
    const token = await mailedToken('cleo@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true });
    }
    await request(h.app).post('/api/auth/reset-password').send({ token, newPassword: 'After-check-1' }).expect(200);
    expect(await check(token).then((r) => r.body)).toEqual({ valid: false });
  });

  test('when the link is made up or older than 30 minutes, then the same answer: valid false, nothing about the account', async () => {
    await h.signup({ name: 'Old', email: 'old@example.com', password: 'Original-pw-1' }).expect(201);
    const token = await mailedToken('old@example.com');
    h.advanceClock(31 * 60_000);
    const [late, madeUp] = await Promise.all([check(token), check('A'.repeat(43))]);
    for (const res of [late, madeUp]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: false });
    }
  });

  test('when the token is missing, then 400 VALIDATION_FAILED', async () => {
    const res = await request(h.app).post('/api/auth/reset-password/check').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Reset token is required', code: 'VALIDATION_FAILED' });
  });
});
