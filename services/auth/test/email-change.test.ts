import request from 'supertest';
import { EMAIL_CHANGE_TTL_MS } from '../src/accounts/change-email';
import { bearer, startAuth, type AuthHarness } from './start-auth';

const confirmToken = (text: string) => decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(text)?.[1] ?? '');

describe('changing the sign-in e-mail', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  let n = 0;
  /** A fresh customer account and its token; each test uses its own addresses. */
  async function person() {
    n += 1;
    const email = `owner${n}@example.com`;
    const res = await h.signup({ name: `Owner ${n}`, email, password: 'Owner-password-1' }).expect(201);
    return { email, token: res.body.data.token as string, next: `new${n}@example.com` };
  }
  const save = (token: string, body: object) => request(h.app).put('/api/auth/me').set(bearer(token)).send(body);
  const confirm = (token: string) => request(h.app).post('/api/auth/confirm-email').send({ token });
  const me = (token: string) => request(h.app).get('/api/auth/me').set(bearer(token));

  test('when a new e-mail comes without the current password, then 400 and nothing changes or is mailed', async () => {
    const p = await person();
    const res = await save(p.token, { name: 'Owner', email: p.next });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain('current password');
    expect((await me(p.token)).body.email).toBe(p.email);
    expect(h.sent.filter((m) => m.to === p.next || m.to === p.email)).toHaveLength(0);
  });

  test('when the current password is wrong, then 400 INVALID_CURRENT_PASSWORD and nothing is mailed', async () => {
    const p = await person();
    const res = await save(p.token, { email: p.next, currentPassword: 'Not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CURRENT_PASSWORD');
    expect(h.sent.filter((m) => m.to === p.next)).toHaveLength(0);
  });

  test('when the password is right, then the e-mail stays the old one, the new address gets a link and the old one a warning', async () => {
    const p = await person();
    const res = await save(p.token, { name: 'Owner Renamed', email: p.next, currentPassword: 'Owner-password-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Profile updated successfully! We sent a confirmation link to ${p.next}. Your email stays ${p.email} until you open it.`,
      token: expect.any(String),
      user: expect.objectContaining({ name: 'Owner Renamed', email: p.email }),
      pendingEmail: p.next,
    });
    // The pending change does not change how the account signs in.
    expect((await h.login(p.email, 'Owner-password-1', 'user')).status).toBe(200);
    expect((await h.login(p.next, 'Owner-password-1', 'user')).status).toBe(401);
    const link = await h.waitForMail(p.next);
    expect(link.text).toContain(`${'https://portal.example.test'}/confirm-email?token=`);
    const warning = await h.waitForMail(p.email);
    expect(warning.subject).toBe('Your sign-in email is about to change');
    expect(warning.text).toContain(p.next);
    expect(warning.text).toContain('https://portal.example.test/forgot-password');
    expect(warning.text).toMatch(/GMT/); // when
  });

  test('when the account is named like a phishing text, then neither mail carries the name and the new address is not told the old one', async () => {
    const lure = 'Your invoice is overdue: pay at https://pay.evil.example';
    const { body } = await h.signup({ name: lure, email: 'lured@example.com', password: 'Owner-password-1' }).expect(201);
    await save(body.data.token, { email: 'stranger@example.com', currentPassword: 'Owner-password-1' }).expect(200);
    // Nobody at the new address has confirmed anything yet, and nobody confirmed the self-chosen sign-up address either.
    const link = await h.waitForMail('stranger@example.com');
    expect(link.text).toMatch(/^Hello,$/m);
    expect(link.text).not.toContain('invoice');
    expect(link.text).not.toContain('evil.example');
    expect(link.text).not.toContain('lured@example.com');
    const warning = await h.waitForMail('lured@example.com');
    expect(warning.text).toMatch(/^Hello,$/m);
    expect(warning.text).not.toContain('invoice');
  });

  test('when the link is opened, then the new e-mail signs in, the old does not, older tokens are refused and the link works once', async () => {
    const p = await person();
    await save(p.token, { email: p.next, currentPassword: 'Owner-password-1' }).expect(200);
    const token = confirmToken((await h.waitForMail(p.next)).text);
    // Only a hash of the link's token is stored.
    expect(JSON.stringify(await h.db.collection('accounts').find({}).toArray())).not.toContain(token);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `Your email is now ${p.next}. Sign in with it.`, email: p.next });
    expect((await h.login(p.next, 'Owner-password-1', 'user')).status).toBe(200);
    expect((await h.login(p.email, 'Owner-password-1', 'user')).status).toBe(401);
    expect((await me(p.token)).status).toBe(401);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_EMAIL_CHANGE_TOKEN');
  });

  test('when the link is older than 24 hours, then 400 and the e-mail stays', async () => {
    const p = await person();
    await save(p.token, { email: p.next, currentPassword: 'Owner-password-1' }).expect(200);
    const token = confirmToken((await h.waitForMail(p.next)).text);
    h.advanceClock(EMAIL_CHANGE_TTL_MS + 1000);
    try {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_EMAIL_CHANGE_TOKEN');
    } finally {
      h.advanceClock(-(EMAIL_CHANGE_TTL_MS + 1000));
    }
    expect((await me(p.token)).body.email).toBe(p.email);
  });

  test('when the address was taken before the link is opened, then 409 EMAIL_TAKEN and the e-mail stays', async () => {
    const p = await person();
    await save(p.token, { email: p.next, currentPassword: 'Owner-password-1' }).expect(200);
    const token = confirmToken((await h.waitForMail(p.next)).text);
    await h.signup({ name: 'Squatter', email: p.next, password: 'Squatter-pass-1' }).expect(201);
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect((await me(p.token)).body.email).toBe(p.email);
  });

  test('when the owner changes the password after the warning, then the pending link no longer works', async () => {
    const p = await person();
    await save(p.token, { email: p.next, currentPassword: 'Owner-password-1' }).expect(200);
    const token = confirmToken((await h.waitForMail(p.next)).text);
    await request(h.app)
      .post('/api/auth/change-password')
      .set(bearer(p.token))
      .send({ currentPassword: 'Owner-password-1', newPassword: 'Owner-password-2' })
      .expect(200);
    expect((await confirm(token)).status).toBe(400);
    expect((await h.login(p.email, 'Owner-password-2', 'user')).status).toBe(200);
  });

  test('when only the name and phone change, then no password is needed, the texts are as before and nothing is mailed', async () => {
    const p = await person();
    const res = await save(p.token, { name: 'Just A Name', email: p.email.toUpperCase(), phone: '555-0199' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.pendingEmail).toBeUndefined();
    expect(res.body.user).toEqual(expect.objectContaining({ name: 'Just A Name', email: p.email, phone: '555-0199' }));
    expect(h.sent.filter((m) => m.to === p.email)).toHaveLength(0);
  });

  test('when the new e-mail is already taken, then 409 at once and nothing is mailed', async () => {
    const p = await person();
    const other = await person();
    const res = await save(p.token, { email: other.email, currentPassword: 'Owner-password-1' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(h.sent.filter((m) => m.to === other.email)).toHaveLength(0);
  });

  test('when the e-mail change comes through the internal route (user and admin services), then the same rules hold', async () => {
    const p = await person();
    const id = h.readToken(p.token).sub!;
    const patch = (body: object) =>
      request(h.app)
        .patch(`/internal/accounts/${id}`)
        .set('x-internal-token', 'internal-token-for-tests-0123456789')
        .set(bearer(p.token))
        .send(body);
    expect((await patch({ email: p.next })).status).toBe(400);
    const res = await patch({ email: p.next, currentPassword: 'Owner-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(p.email);
    expect(res.body.pendingEmail).toBe(p.next);
  });
});
