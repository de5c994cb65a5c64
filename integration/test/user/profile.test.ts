import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp } from '@agency/service-user/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const INTERNAL = 'internal-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('user profile and password (through the real auth service)', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let auth: RunningService;
  let app: ReturnType<typeof createApp>;
  const people: Record<string, { token: string; id: string }> = {};

  beforeAll(async () => {
    devdb = await startDevDb();
    const [authDb, userDb] = await Promise.all([connectDb(devdb.uri, 'agency_auth'), connectDb(devdb.uri, 'agency_user')]);
    dbs = [authDb, userDb];
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    auth = await startService(createAuthApp({ db: authDb, signer, internalToken: INTERNAL, logger: silent }), 0, { handleSignals: false });
    const authUrl = `http://127.0.0.1:${auth.port}`;
    app = createApp({ db: userDb, jwt: keys, adminUrl: 'http://127.0.0.1:9', authUrl, internalToken: INTERNAL, logger: silent });
    for (const name of ['ana', 'ben']) {
      const res = await request(authUrl)
        .post('/api/auth/signup')
        .send({ name, email: `${name}@example.com`, password: `${name}-password-1` })
        .expect(201);
      people[name] = { token: res.body.data.token, id: res.body.data.user.id };
    }
  });
  afterAll(async () => {
    await auth.stop().catch(() => undefined);
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  test('when a user reads their own profile, then id, name, email and phone (nothing else)', async () => {
    const res = await request(app).get(`/api/user/${people.ana!.id}`).set(bearer(people.ana!.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: people.ana!.id, name: 'ana', email: 'ana@example.com', phone: '', version: 0 });
  });

  test('when user A reads user B, then 404 and nothing of B', async () => {
    const res = await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(people.ana!.token));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('ben');
  });

  test('when a user updates the profile, then the new values and a fresh token come back; a body naming B changes only A', async () => {
    const res = await request(app)
      .put('/api/user/profile')
      .set(bearer(people.ana!.token))
      .send({ id: people.ben!.id, name: 'Ana Bell', email: 'ana@example.com', phone: '555-0101' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Profile updated successfully!',
      token: expect.any(String),
      user: { id: people.ana!.id, name: 'Ana Bell', email: 'ana@example.com', phone: '555-0101', version: 1 },
    });
    const ben = await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(people.ben!.token));
    expect(ben.body.name).toBe('ben');
  });

  test('when the profile is edited in two tabs opened on one version, then the second save is refused and the first change (the phone) stays', async () => {
    const opened = (await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(people.ben!.token)).expect(200)).body;
    const tabOne = await request(app)
      .put('/api/user/profile')
      .set(bearer(people.ben!.token))
      .set('if-match', `"${opened.version}"`)
      .send({ phone: '555-0199' });
    expect(tabOne.status).toBe(200);
    const tabTwo = await request(app)
      .put('/api/user/profile')
      .set(bearer(tabOne.body.token))
      .set('if-match', `"${opened.version}"`)
      .send({ name: 'Benjamin' });
    expect(tabTwo.status).toBe(409);
    expect(tabTwo.body.code).toBe('STALE_VERSION');
    const now = (await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(tabOne.body.token))).body;
    expect(now).toMatchObject({ name: 'ben', phone: '555-0199', version: opened.version + 1 });
    people.ben!.token = tabOne.body.token; // the profile change answered a fresh token
  });

  test('when a new e-mail comes without the current password, then 400 and the e-mail stays', async () => {
    const res = await request(app)
      .put('/api/user/profile')
      .set(bearer(people.ana!.token))
      .send({ name: 'Ana Bell', email: 'ana.bell@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect((await request(app).get(`/api/user/${people.ana!.id}`).set(bearer(people.ana!.token))).body.email).toBe('ana@example.com');
  });

  test('when a new e-mail comes with the current password, then it is pending and the answer says so', async () => {
    const res = await request(app)
      .put('/api/user/profile')
      .set(bearer(people.ana!.token))
      .send({ name: 'Ana Bell', email: 'ana.bell@example.com', currentPassword: 'ana-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.pendingEmail).toBe('ana.bell@example.com');
    expect(res.body.user.email).toBe('ana@example.com');
    expect(res.body.message).toContain('We sent a confirmation link to ana.bell@example.com');
  });

  test("when the new e-mail is someone else's, then 409 EMAIL_TAKEN", async () => {
    const res = await request(app)
      .put('/api/user/profile')
      .set(bearer(people.ana!.token))
      .send({ name: 'Ana', email: 'ben@example.com', currentPassword: 'ana-password-1' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  test('when a user changes the password, then the old token is refused at once and the new one works', async () => {
    const wrong = await request(app)
      .put('/api/user/password')
      .set(bearer(people.ben!.token))
      .send({ currentPassword: 'not-mine-at-all', newPassword: 'ben-password-2' });
    expect(wrong.status).toBe(400);
    const res = await request(app)
      .put('/api/user/password')
      .set(bearer(people.ben!.token))
      .send({ currentPassword: 'ben-password-1', newPassword: 'ben-password-2' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password updated successfully!', token: expect.any(String) });
    expect((await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(people.ben!.token))).status).toBe(401);
    expect((await request(app).get(`/api/user/${people.ben!.id}`).set(bearer(res.body.token))).status).toBe(200);
  });

  test('when no token is sent, then 401; when auth is down, then 503 quickly', async () => {
    expect((await request(app).get(`/api/user/${people.ana!.id}`)).status).toBe(401);
    const offline = createApp({
      db: dbs[1]!,
      jwt: keys,
      adminUrl: 'http://127.0.0.1:9',
      authUrl: 'http://127.0.0.1:9',
      internalToken: INTERNAL,
      logger: silent,
    });
    const login = await request(`http://127.0.0.1:${auth.port}`)
      .post('/api/auth/login')
      .send({ email: 'ana@example.com', password: 'ana-password-1', role: 'user' });
    const res = await request(offline).get(`/api/user/${people.ana!.id}`).set(bearer(login.body.token));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_UNAVAILABLE');
  });

  test('when the path is /api/user/domains, then the profile route does not take it', async () => {
    const res = await request(app).get('/api/user/domains').set(bearer(people.ana!.token));
    expect(res.status).not.toBe(404);
  });
});
