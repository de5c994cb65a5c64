import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createAuthGuard, createLogger, createServiceApp, requireInternalToken } from '../src';
import { createTestKeys, signTestToken } from '../src/testing';

const keys = createTestKeys();
const otherKeys = createTestKeys();

function buildApp() {
  const requireAuth = createAuthGuard(keys);
  const router = express.Router();
  router.get('/admin-only', requireAuth(['admin']), (req, res) => {
    res.json(req.auth);
  });
  router.get('/anyone', requireAuth(), (req, res) => {
    res.json({ role: req.auth?.role });
  });
  router.get('/member-area', requireAuth(['member']), (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/internal/ping', requireInternalToken('s3cret-internal-token'), (_req, res) => {
    res.json({ ok: true });
  });
  return createServiceApp({ name: 'test', routes: [router], logger: createLogger({ name: 'test', level: 'silent' }) });
}

describe('requireAuth', () => {
  const app = buildApp();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  test('when no token is sent, then 401 UNAUTHENTICATED', async () => {
    const res = await request(app).get('/anyone');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  test('when the role matches, then the handler sees the claims as req.auth', async () => {
    const token = signTestToken(keys, { sub: 'abc', role: 'admin', name: 'Ada', email: 'ada@agency.local' });
    const res = await request(app).get('/admin-only').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sub: 'abc', role: 'admin', name: 'Ada', email: 'ada@agency.local', firstLogin: false });
  });

  test('when the role is not allowed, then 403 FORBIDDEN', async () => {
    const res = await request(app)
      .get('/admin-only')
      .set(bearer(signTestToken(keys, { role: 'user' })));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  test('when no roles are listed, then any signed-in role passes', async () => {
    const res = await request(app)
      .get('/anyone')
      .set(bearer(signTestToken(keys, { role: 'member' })));
    expect(res.body).toEqual({ role: 'member' });
  });

  test.each([
    ['expired', () => signTestToken(keys, { role: 'admin' }, { expiresIn: -10 })],
    ['signed by another key', () => signTestToken(otherKeys, { role: 'admin' })],
    ['for another audience', () => signTestToken(keys, { role: 'admin' }, { audience: 'elsewhere' })],
    ['from another issuer', () => signTestToken(keys, { role: 'admin' }, { issuer: 'elsewhere' })],
    [
      'HS256 with the public key as secret',
      () =>
        jwt.sign({ role: 'admin', name: 'x', email: 'x' }, keys.publicKey, {
          algorithm: 'HS256',
          subject: 'x',
          issuer: keys.issuer,
          audience: keys.audience,
        }),
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('when the token is %s, then 401', async (_label, makeToken) => {
    const res = await request(app).get('/admin-only').set(bearer(makeToken()));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid or expired token', code: 'UNAUTHENTICATED' });
  });

  test('when a member still has the first-login password, then member routes and routes for any role answer 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const firstLogin = bearer(signTestToken(keys, { role: 'member', firstLogin: true }));
    for (const path of ['/member-area', '/anyone']) {
      const res = await request(app).get(path).set(firstLogin);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const changed = await request(app)
      .get('/member-area')
      .set(bearer(signTestToken(keys, { role: 'member' })));
    expect(changed.status).toBe(200);
  });
});

describe('requireInternalToken', () => {
  const app = buildApp();

  test('when the shared secret is sent, then the internal route answers', async () => {
    const res = await request(app).get('/internal/ping').set('x-internal-token', 's3cret-internal-token');
    expect(res.status).toBe(200);
  });

  test.each([undefined, 'wrong', 's3cret-internal-token-and-more'])('when the header is %s, then 401', async (value) => {
    const req = request(app).get('/internal/ping');
    const res = await (value ? req.set('x-internal-token', value) : req);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('one token check per request', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_token_once', { logger: createLogger({ name: 'test', level: 'silent' }) });
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  test('when a signed-in POST with an Idempotency-Key passes the key scope and the route guard, then its signature is verified once and a retry replays', async () => {
    const router = express.Router();
    let created = 0;
    router.post('/api/orders', createAuthGuard(keys)(['user']), (req, res) => {
      res.status(201).json({ order: ++created, by: req.auth?.sub });
    });
    const app = createServiceApp({
      name: 'test',
      routes: [router],
      db,
      jwt: keys,
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
    const token = signTestToken(keys, { sub: 'u-1', role: 'user' });
    const verify = jest.spyOn(jwt, 'verify');
    try {
      const send = () =>
        request(app)
          .post('/api/orders')
          .set({ authorization: `Bearer ${token}`, 'idempotency-key': 'order-1' })
          .send({});
      const first = await send();
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ order: 1, by: 'u-1' });
      expect(verify).toHaveBeenCalledTimes(1);
      expect((await send()).body).toEqual({ order: 1, by: 'u-1' });
    } finally {
      verify.mockRestore();
    }
  });
});
