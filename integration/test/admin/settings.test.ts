import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createSeedMarkers, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys, eventually } from '@agency/server-kit/testing';
import { createAccountRepository } from '@agency/service-auth/src/accounts/account-repository';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { seedAccounts } from '@agency/service-auth/src/seed/seed-accounts';
import { createApp } from '@agency/service-admin/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const INTERNAL = 'internal-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('admin settings (through the real auth service)', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let auth: RunningService;
  let authUrl: string;
  let app: ReturnType<typeof createApp>;
  let adminToken: string;
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) };
  const login = (email: string, password: string, role: string) => request(authUrl).post('/api/auth/login').send({ email, password, role });

  beforeAll(async () => {
    devdb = await startDevDb();
    const [authDb, adminDb] = await Promise.all([connectDb(devdb.uri, 'agency_auth'), connectDb(devdb.uri, 'agency_admin')]);
    dbs = [authDb, adminDb];
    await seedAccounts(
      { accounts: createAccountRepository(authDb), markers: createSeedMarkers(authDb) },
      { admin: { email: 'boss@agency.local', password: 'Boss-password-1' }, user: null },
    );
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    auth = await startService(createAuthApp({ db: authDb, signer, internalToken: INTERNAL, mailer, logger: silent }), 0, {
      handleSignals: false,
    });
    authUrl = `http://127.0.0.1:${auth.port}`;
    app = createApp({ db: adminDb, jwt: keys, authUrl, internalToken: INTERNAL, logger: silent });
    adminToken = (await login('boss@agency.local', 'Boss-password-1', 'admin').expect(200)).body.token;
  });
  afterAll(async () => {
    await auth.stop().catch(() => undefined);
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  test('when the admin opens Settings, then name and email only', async () => {
    const res = await request(app).get('/api/admin/profile').set(bearer(adminToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Admin', email: 'boss@agency.local', version: 0 });
  });

  test('when the admin saves a new name, then it comes back with a fresh token and the texts of the spec', async () => {
    const res = await request(app)
      .put('/api/admin/profile')
      .set(bearer(adminToken))
      .send({ name: 'Head Admin', email: 'boss@agency.local' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Profile updated successfully!',
      token: expect.any(String),
      name: 'Head Admin',
      email: 'boss@agency.local',
      version: 1,
    });
    expect((await request(app).get('/api/admin/profile').set(bearer(res.body.token))).body.name).toBe('Head Admin');
    adminToken = res.body.token;
  });

  test('when the admin saves a new email without the current password or with a wrong one, then 400 and the email stays', async () => {
    const none = await request(app)
      .put('/api/admin/profile')
      .set(bearer(adminToken))
      .send({ name: 'Head Admin', email: 'head@agency.local' });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('VALIDATION_FAILED');
    const wrong = await request(app)
      .put('/api/admin/profile')
      .set(bearer(adminToken))
      .send({ name: 'Head Admin', email: 'head@agency.local', currentPassword: 'not-the-one' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_CURRENT_PASSWORD');
    expect((await request(app).get('/api/admin/profile').set(bearer(adminToken))).body.email).toBe('boss@agency.local');
  });

  test('when the admin saves a new email with the password, then it is pending until the mailed link is opened', async () => {
    const res = await request(app)
      .put('/api/admin/profile')
      .set(bearer(adminToken))
      .send({ name: 'Head Admin', email: 'head@agency.local', currentPassword: 'Boss-password-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message:
        'Profile updated successfully! We sent a confirmation link to head@agency.local. Your email stays boss@agency.local until you open it.',
      token: expect.any(String),
      name: 'Head Admin',
      email: 'boss@agency.local',
      version: 2,
      pendingEmail: 'head@agency.local',
    });
    // Both e-mails leave from the account's recorded messages, just after the answer.
    const mailed = async () => sent.filter((m) => m.to === 'boss@agency.local' || m.to === 'head@agency.local').length;
    expect(await eventually(mailed, 2, 5000)).toBe(2);
    expect(sent.find((m) => m.to === 'boss@agency.local')?.text).toContain('head@agency.local');
    expect((await login('head@agency.local', 'Boss-password-1', 'admin')).status).toBe(401);
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(sent.find((m) => m.to === 'head@agency.local')!.text)![1]!);
    await request(authUrl).post('/api/auth/confirm-email').send({ token }).expect(200);
    expect((await request(app).get('/api/admin/profile').set(bearer(res.body.token))).status).toBe(401); // signed out everywhere
    adminToken = (await login('head@agency.local', 'Boss-password-1', 'admin').expect(200)).body.token;
  });

  test('when name or email is blank, then 400 VALIDATION_FAILED', async () => {
    const res = await request(app).put('/api/admin/profile').set(bearer(adminToken)).send({ name: ' ', email: 'head@agency.local' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('when a user or member token calls the settings directly (no gateway), then 403', async () => {
    const signup = await request(authUrl).post('/api/auth/signup').send({ name: 'U', email: 'u@example.com', password: 'User-password-1' });
    const member = await request(authUrl)
      .post('/internal/accounts')
      .set('x-internal-token', INTERNAL)
      .send({ name: 'M', email: 'm@agency.local', password: 'Member-pass-1' });
    expect(member.status).toBe(201);
    const memberToken = (await login('m@agency.local', 'Member-pass-1', 'member')).body.token;
    for (const token of [signup.body.data.token, memberToken]) {
      for (const call of [
        request(app).get('/api/admin/profile'),
        request(app).put('/api/admin/password').send({ currentPassword: 'x', newPassword: 'Whatever-123' }),
      ]) {
        const res = await call.set(bearer(token));
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
  });

  test('when the admin changes the password, then the old token is refused and the old password no longer logs in', async () => {
    const wrong = await request(app)
      .put('/api/admin/password')
      .set(bearer(adminToken))
      .send({ currentPassword: 'not-the-one', newPassword: 'Boss-password-2' });
    expect(wrong.status).toBe(400);
    const res = await request(app)
      .put('/api/admin/password')
      .set(bearer(adminToken))
      .send({ currentPassword: 'Boss-password-1', newPassword: 'Boss-password-2' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully!');
    expect((await request(app).get('/api/admin/profile').set(bearer(adminToken))).status).toBe(401);
    expect((await login('head@agency.local', 'Boss-password-1', 'admin')).status).toBe(401);
    expect((await login('head@agency.local', 'Boss-password-2', 'admin')).status).toBe(200);
  });
});
