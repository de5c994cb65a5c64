import { createServer, type Server } from 'node:http';
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp } from '@agency/service-user/src/app';
import { answerDomains } from '../answer-domains';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const INTERNAL = 'internal-token-for-tests-0123456789';
const WEB = { domain_id: '64c0000000000000000000d1', name: 'Web Apps' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the name on a new request is the account name now, not the one in the token', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let auth: RunningService;
  let admin: Server;
  let authUrl: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    const [authDb, userDb] = await Promise.all([connectDb(devdb.uri, 'agency_auth'), connectDb(devdb.uri, 'agency_user')]);
    dbs = [authDb, userDb];
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    auth = await startService(createAuthApp({ db: authDb, signer, internalToken: INTERNAL, logger: silent }), 0, { handleSignals: false });
    authUrl = `http://127.0.0.1:${auth.port}`;
    admin = createServer(answerDomains([WEB]));
    await new Promise<void>((resolve) => admin.listen(0, '127.0.0.1', resolve));
    const adminUrl = `http://127.0.0.1:${(admin.address() as { port: number }).port}`;
    app = createApp({ db: userDb, jwt: keys, adminUrl, authUrl, internalToken: INTERNAL, logger: silent });
  });
  afterAll(async () => {
    admin.close();
    await auth.stop().catch(() => undefined);
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  // A rename keeps older tokens working (only a confirmed e-mail change ends them), so their name claim goes stale.
  test('when a customer renamed themselves and files with a token from before, then the request records the new name', async () => {
    const signup = await request(authUrl)
      .post('/api/auth/signup')
      .send({ name: 'Kiran Old', email: 'kiran@example.com', password: 'Kiran-password-1' })
      .expect(201);
    const oldToken = signup.body.data.token as string;
    await request(authUrl).put('/api/auth/me').set(bearer(oldToken)).send({ name: 'Kiran New' }).expect(200);

    const res = await request(app)
      .post('/api/user/requests')
      .set(bearer(oldToken))
      .send({ service: 'Technical Support', domain_id: WEB.domain_id });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: signup.body.data.user.id, name: 'Kiran New', email: 'kiran@example.com' });
  });

  test('when the account service is down, then the request is refused with 503 and nothing is stored', async () => {
    const signup = await request(authUrl)
      .post('/api/auth/signup')
      .send({ name: 'Lena', email: 'lena@example.com', password: 'Lena-password-1' })
      .expect(201);
    const token = signup.body.data.token as string;
    const down = createApp({
      db: dbs[1]!,
      jwt: keys,
      adminUrl: 'http://127.0.0.1:9',
      authUrl: 'http://127.0.0.1:9',
      internalToken: INTERNAL,
      logger: silent,
    });
    const res = await request(down)
      .post('/api/user/requests')
      .set(bearer(token))
      .send({ service: 'Technical Support', domain_id: WEB.domain_id });
    expect(res.status).toBe(503);
    expect((await request(app).get('/api/user/requests/previous').set(bearer(token))).body.total).toBe(0);
  });
});
