// Sign-out reaches the other services through server-kit's cached session-state lookup; the cache
// time is shortened here (200 ms instead of 10 s) so the test does not wait out the real budget.
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createSessionStateLookup, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp } from '@agency/service-user/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const INTERNAL = 'internal-token-for-tests-0123456789';
const CACHE_MS = 200;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a signed-out token in the user service', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let auth: RunningService;
  let authUrl: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    const [authDb, userDb] = await Promise.all([connectDb(devdb.uri, 'agency_auth'), connectDb(devdb.uri, 'agency_user')]);
    dbs = [authDb, userDb];
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    auth = await startService(createAuthApp({ db: authDb, signer, internalToken: INTERNAL, logger: silent }), 0, { handleSignals: false });
    authUrl = `http://127.0.0.1:${auth.port}`;
    const sessionState = createSessionStateLookup({ authUrl, internalToken: INTERNAL, ttlMs: CACHE_MS });
    app = createApp({
      db: userDb,
      jwt: { ...keys, sessionState },
      adminUrl: 'http://127.0.0.1:9',
      authUrl,
      internalToken: INTERNAL,
      logger: silent,
    });
  });
  afterAll(async () => {
    await auth.stop().catch(() => undefined);
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  async function signIn(email: string) {
    await request(authUrl).post('/api/auth/signup').send({ name: 'Sam', email, password: 'Sam-password-1' });
    return (await request(authUrl).post('/api/auth/login').send({ email, password: 'Sam-password-1', role: 'user' }).expect(200)).body
      .token as string;
  }
  const history = (token: string) => request(app).get('/api/user/requests/previous').set(bearer(token));
  /** The status once the cache time has passed (a generous margin over it, no busy loop). */
  const statusAfterCache = async (token: string) => {
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS * 3));
    return (await history(token)).status;
  };

  test('when a user signs out, then the user service refuses that token within its cache time and keeps other sessions', async () => {
    const token = await signIn('sam@example.com');
    const other = await signIn('sam@example.com');
    expect((await history(token)).status).toBe(200); // the service has cached this subject's state
    await request(authUrl).post('/api/auth/logout').set(bearer(token)).expect(200);
    expect(await statusAfterCache(token)).toBe(401);
    expect((await history(token)).body.code).toBe('UNAUTHENTICATED');
    expect((await history(other)).status).toBe(200);
  });

  test('when a user signs out of all devices, then every token of theirs is refused within the cache time', async () => {
    const a = await signIn('kim@example.com');
    const b = await signIn('kim@example.com');
    expect((await history(b)).status).toBe(200);
    await request(authUrl).post('/api/auth/logout-all').set(bearer(a)).expect(200);
    expect(await statusAfterCache(a)).toBe(401);
    expect((await history(b)).status).toBe(401);
  });
});
