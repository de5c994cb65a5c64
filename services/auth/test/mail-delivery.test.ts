// Auth's e-mails through a real SMTP server on loopback: what arrives, an outage, a permanent refusal.
import request from 'supertest';
import { createMailer } from '@agency/server-kit';
import { recordResetRequest } from '../src/passwords/reset-password';
import { createResetTokenRepository } from '../src/passwords/reset-token-repository';
import { createSecretBox, deriveSecretBoxKey } from '../src/security/secret-box';
import { ADMIN_PASSWORD, createAdmin } from './two-factor-helpers';
import { bearer, linkToken, PUBLIC_URL, startAuth, type AuthHarness } from './start-auth';
import { startSmtpServer, type SmtpTestServer } from '@agency/server-kit/testing';

const FROM = 'Agency Portal <no-reply@agency.test>';
// Back-off capped at 200 ms (production: 30 s), so an outage of a second is retried several times.
const RELAY = { maxBackoffMs: 200, pollMs: 50 };
const PASSWORD = 'Original-pw-1';

describe('e-mails through a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let h: AuthHarness;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    h = await startAuth({ mailer: createMailer({ from: FROM, smtpUrl: smtp.url() })!, relay: RELAY });
  });
  afterAll(async () => {
    await h.stop();
    await smtp.stop();
  });

  const signup = (email: string) => h.signup({ name: 'Rae Reader', email, password: PASSWORD }).expect(201);
  const forgot = (email: string) => request(h.app).post('/api/auth/forgot-password').send({ email, role: 'user' }).expect(200);
  const reset = (token: string) => request(h.app).post('/api/auth/reset-password').send({ token, newPassword: 'After-reset-7' });

  test('when a reset is asked for, then one e-mail arrives with its headers, says until when the link works, and the link resets the password', async () => {
    await signup('rae@example.com');
    await forgot('rae@example.com');
    const mail = await smtp.waitForMail('rae@example.com');
    expect(mail.headers['message-id']).toMatch(/^<[\w.-]+@agency\.test>$/);
    expect(Date.now() - Date.parse(mail.headers.date!)).toBeLessThan(60_000);
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.to).toBe('rae@example.com');
    expect(mail.headers.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/within 30 minutes of the request, by \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M India Standard Time/);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect((await reset(decodeURIComponent(linkToken(mail.text)))).status).toBe(200);
    expect((await h.login('rae@example.com', 'After-reset-7', 'user')).status).toBe(200);
  });

  test('when an e-mail change is asked for while the mail server is down, then it is accepted, and after the server is back the new address gets a working link and the old one the warning', async () => {
    await signup('old@example.com');
    const { body } = await h.login('old@example.com', PASSWORD, 'user').expect(200);
    await smtp.stop();
    const save = await request(h.app)
      .put('/api/auth/me')
      .set(bearer(body.token))
      .send({ email: 'new@example.com', currentPassword: PASSWORD });
    expect(save.status).toBe(200);
    expect(save.body.pendingEmail).toBe('new@example.com');
    await new Promise((r) => setTimeout(r, 500));
    await smtp.start();
    const link = await smtp.waitForMail('new@example.com', 3000);
    const warning = await smtp.waitForMail('old@example.com', 3000);
    expect(link.headers.subject).toBe('Confirm your new email address');
    expect(warning.headers.subject).toBe('Your sign-in email is about to change');
    expect(warning.text).toContain(`${PUBLIC_URL}/forgot-password`);
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(link.text)![1]!);
    const confirmed = await request(h.app).post('/api/auth/confirm-email').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe('new@example.com');
  });

  test('when the mail server is down while a reset is asked for, then the same answer, and the e-mail arrives once after it comes back', async () => {
    await signup('outage@example.com');
    await smtp.stop();
    const answer = await forgot('outage@example.com');
    expect(answer.body).toEqual({ message: 'If an account with that email exists, a password reset link has been sent.' });
    await new Promise((r) => setTimeout(r, 1500)); // several refused connections
    expect(smtp.received.filter((m) => m.to.includes('outage@example.com'))).toHaveLength(0);
    const back = Date.now();
    await smtp.start();
    const mail = await smtp.waitForMail('outage@example.com', 3000);
    expect(Date.now() - back).toBeLessThan(1000);
    expect((await reset(decodeURIComponent(linkToken(mail.text)))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to.includes('outage@example.com'))).toHaveLength(1);
  });

  test('when the process stopped between answering a reset and composing its e-mail, then the relay still sends it', async () => {
    await signup('crash@example.com');
    // What the route writes before it answers (its lease run out); the writer's delivery after the answer never ran.
    const deps = {
      resetTokens: createResetTokenRepository(h.db),
      box: createSecretBox(deriveSecretBoxKey(h.keys.privateKey)),
      now: () => new Date(),
    };
    await recordResetRequest(deps, { email: 'crash@example.com', role: 'user' }, 0);
    const mail = await smtp.waitForMail('crash@example.com', 3000);
    expect((await reset(decodeURIComponent(linkToken(mail.text)))).status).toBe(200);
  });

  test('when the mail server refuses a message for good (550), then it is not retried and the admin sees it as failed', async () => {
    await signup('gone@example.com');
    smtp.refuse('gone@example.com');
    await forgot('gone@example.com');
    await new Promise((r) => setTimeout(r, 1000)); // the back-off would have retried several times by now
    expect(smtp.attempts.filter((a) => a === 'gone@example.com')).toHaveLength(1);
    await createAdmin(h, 'ada@example.com');
    const admin = await h.login('ada@example.com', ADMIN_PASSWORD, 'admin').expect(200);
    const failed = await request(h.app).get('/api/auth/failed-mail').set(bearer(admin.body.token));
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      count: 1,
      mails: [
        {
          id: expect.any(String),
          kind: 'mail.password-reset',
          to: 'gone@example.com',
          subject: 'Reset your password',
          error: expect.stringContaining('550'),
          attempts: 1,
          failedAt: expect.any(String),
        },
      ],
    });
    const user = await h.login('gone@example.com', PASSWORD, 'user').expect(200);
    expect((await request(h.app).get('/api/auth/failed-mail').set(bearer(user.body.token))).status).toBe(403);
  });
});
