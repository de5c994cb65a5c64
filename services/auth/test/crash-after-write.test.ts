// Each command is one write that records its messages in the changed document (the account, the reset
// request). A writer that dies right after that write, before its own delivery, still has them
// delivered by the relay; a write that did not happen (its condition matched nothing) sends nothing.
import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { createAccountRepository } from '../src/accounts/account-repository';
import { emailChangeRequest, hashLinkToken } from '../src/accounts/change-email';
import { composeResetMail, recordResetRequest } from '../src/passwords/reset-password';
import { createResetTokenRepository } from '../src/passwords/reset-token-repository';
import { createSecretBox, deriveSecretBoxKey } from '../src/security/secret-box';
import { startAdminReceiver, type AdminReceiver } from './admin-receiver';
import { bearer, linkToken, PUBLIC_URL, startAuth, type AuthHarness } from './start-auth';

const PASSWORD = 'Crash-password-1';
const confirmToken = (text: string) => decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(text)?.[1] ?? '');

describe('a writer that dies right after its one write', () => {
  let h: AuthHarness;
  let admin: AdminReceiver;
  /** Writes as the app does, then dies: its own delivery never happens, and its lease runs out soon. */
  let dead: ReturnType<typeof createAccountRepository>;
  let deps: { box: ReturnType<typeof createSecretBox>; publicUrl: string; now: () => Date };
  beforeAll(async () => {
    admin = await startAdminReceiver();
    h = await startAuth({ adminUrl: admin.url, relay: { pollMs: 50 } });
    dead = createAccountRepository(h.db, { messages: { deliverNow: async () => [] }, writerLeaseMs: 200 });
    deps = { box: createSecretBox(deriveSecretBoxKey(h.keys.privateKey)), publicUrl: PUBLIC_URL, now: () => new Date() };
  });
  afterAll(async () => {
    await h.stop();
    await admin.stop();
  });

  let n = 0;
  async function person() {
    n += 1;
    const email = `crash${n}@example.com`;
    const res = await h.signup({ name: `Crash ${n}`, email, password: PASSWORD }).expect(201);
    const id = h.readToken(res.body.data.token).sub!;
    return { id, email, token: res.body.data.token as string, next: `moved${n}@example.com` };
  }
  const mailsTo = (to: string) => h.sent.filter((m) => m.to === to);
  const settle = () => new Promise((r) => setTimeout(r, 400));

  test('when a profile change was written and its writer died, then the admin service hears of it; a save on a stale version sends nothing', async () => {
    const p = await person();
    expect(await dead.updateProfile(p.id, { name: 'Stale Save' }, 7)).toBe('stale');
    const renamed = await dead.updateProfile(p.id, { name: 'Renamed Once' }, 0);
    expect(renamed).toMatchObject({ name: 'Renamed Once', version: 1 });

    expect(await eventually(async () => admin.changesOf(p.id), 1, 3000)).toBe(1);
    await settle();
    expect(admin.changesOf(p.id)).toBe(1);
  });

  test('when an e-mail change was written and its writer died, then both mails arrive and the link works; one asked on a stale version mails nobody', async () => {
    const p = await person();
    const account = (await dead.findById(p.id))!;
    const stale = await dead.updateProfile(p.id, {}, 5, emailChangeRequest(deps, account, 'never@example.com'));
    expect(stale).toBe('stale');
    await dead.updateProfile(p.id, {}, undefined, emailChangeRequest(deps, account, p.next));

    const link = await h.waitForMail(p.next);
    expect((await h.waitForMail(p.email)).subject).toBe('Your sign-in email is about to change');
    await settle();
    expect(mailsTo('never@example.com')).toHaveLength(0);
    expect(mailsTo(p.email)).toHaveLength(1);
    const confirmed = await request(h.app)
      .post('/api/auth/confirm-email')
      .send({ token: confirmToken(link.text) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(p.next);
  });

  test('when a confirmation was written and its writer died, then the admin service hears of it once; the used link again changes nothing', async () => {
    const p = await person();
    await request(h.app).put('/api/auth/me').set(bearer(p.token)).send({ email: p.next, currentPassword: PASSWORD }).expect(200);
    const token = confirmToken((await h.waitForMail(p.next)).text);

    expect(await dead.confirmEmailChange(hashLinkToken(token), new Date())).toMatchObject({ email: p.next });
    expect(await dead.confirmEmailChange(hashLinkToken(token), new Date())).toBeNull();

    expect(await eventually(async () => admin.changesOf(p.id), 1, 3000)).toBe(1);
    await settle();
    expect(admin.changesOf(p.id)).toBe(1);
    expect((await h.login(p.next, PASSWORD, 'user')).status).toBe(200);
  });

  test('when a reset request was written and its writer died, then the e-mail arrives once with a working link; an unknown address gets none', async () => {
    const p = await person();
    const resets = { ...deps, accounts: dead, resetTokens: createResetTokenRepository(h.db) };
    const recorded = await recordResetRequest(resets, { email: p.email, role: 'user' }, 0);
    await recordResetRequest(resets, { email: 'nobody-here@example.com', role: 'user' }, 0);

    const mail = await h.waitForMail(p.email);
    // The relay that composed it died before taking its step off: composed again, it finds the e-mail recorded.
    await composeResetMail(resets, { ...recorded.messages[0]!, createdAt: new Date() });
    await settle();
    expect(mailsTo(p.email)).toHaveLength(1);
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    const reset = await request(h.app)
      .post('/api/auth/reset-password')
      .send({ token: decodeURIComponent(linkToken(mail.text)), newPassword: 'After-crash-9' });
    expect(reset.status).toBe(200);
  });
});
