import request from 'supertest';
import { Router } from 'express';
import { Schema } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createServiceApp, notReplayable } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

describe('Idempotency-Key on POST', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let app: ReturnType<typeof createServiceApp>;
  let replica: ReturnType<typeof createServiceApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_idempotency', { logger: silent });
    const Order = db.model('Order', new Schema({ item: String }));
    const routes = Router();
    routes.post('/api/orders', async (req, res) => {
      await new Promise((r) => setTimeout(r, 30)); // long enough for retries to overlap
      const order = await Order.create({ item: req.body.item });
      res.status(201).json({ id: String(order._id), item: order.item });
    });
    let limited = 0;
    routes.post('/api/limited', (_req, res) => {
      // Refuses the first attempt as a rate limiter would, then accepts.
      if (limited++ === 0) return void res.status(429).json({ error: 'Too many requests', code: 'RATE_LIMITED' });
      res.status(201).json({ accepted: limited });
    });
    routes.post('/api/empty', (_req, res) => {
      res.status(204).end();
    });
    let sessions = 0;
    routes.post('/api/sessions', notReplayable, (_req, res) => {
      // A sign-in: the answer carries a fresh secret each time.
      res.json({ token: `secret-token-${++sessions}` });
    });
    app = createServiceApp({ name: 'test', routes: [routes], db, logger: silent });
    // A second replica of the same service on the same database (or the same service after a restart).
    replica = createServiceApp({ name: 'test', routes: [routes], db, logger: silent });
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  const post = (key: string | null, item: string) => {
    const req = request(app).post('/api/orders').set('authorization', 'Bearer same-caller').send({ item });
    return key ? req.set('idempotency-key', key) : req;
  };

  test('when the same POST is sent 10 times at once with one key, then one record exists and every answer is the same', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('key-1', 'laptop')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await db.model('Order').countDocuments({ item: 'laptop' })).toBe(1);
  });

  test('when the key is reused with a different body, then the answer is 422 and nothing is created', async () => {
    await post('key-2', 'phone').expect(201);
    const reused = await post('key-2', 'tablet');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: expect.stringMatching(/different request/), code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await db.model('Order').countDocuments({ item: 'tablet' })).toBe(0);
  });

  test('when another caller uses the same key, then it is a separate request', async () => {
    await post('key-3', 'mouse').expect(201);
    await request(app)
      .post('/api/orders')
      .set('authorization', 'Bearer other-caller')
      .set('idempotency-key', 'key-3')
      .send({ item: 'mouse' })
      .expect(201);
    expect(await db.model('Order').countDocuments({ item: 'mouse' })).toBe(2);
  });

  test('when no key is sent, then every POST runs', async () => {
    await post(null, 'cable').expect(201);
    await post(null, 'cable').expect(201);
    expect(await db.model('Order').countDocuments({ item: 'cable' })).toBe(2);
  });

  test('when one key is sent to two replicas at once, 10 times each, then one record exists and every answer is the same', async () => {
    const send = (target: typeof app) =>
      request(target)
        .post('/api/orders')
        .set('authorization', 'Bearer same-caller')
        .set('idempotency-key', 'key-replicas')
        .send({ item: 'desk' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? replica : app)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await db.model('Order').countDocuments({ item: 'desk' })).toBe(1);
  });

  test('when the first attempt is rate limited (429), then a retry with the same key runs instead of replaying the 429', async () => {
    const send = () =>
      request(app).post('/api/limited').set('authorization', 'Bearer same-caller').set('idempotency-key', 'key-429').send({});
    expect((await send()).status).toBe(429);
    expect((await send()).status).toBe(201);
  });

  test('when the answer has no body (204), then a retry gets the same 204 at once', async () => {
    const send = () =>
      request(app).post('/api/empty').set('authorization', 'Bearer same-caller').set('idempotency-key', 'key-204').send({});
    expect((await send()).status).toBe(204);
    const started = Date.now();
    const again = await send();
    expect(again.status).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('when a key was left pending by a process that died mid-request, then a later retry runs it', async () => {
    const send = () => post('key-orphan', 'lamp');
    // What a crash leaves behind: the key taken long ago, never answered.
    const answered = await send();
    await db
      .collection('idempotency_keys')
      .updateMany({ state: 'done', 'body.item': 'lamp' }, { $set: { state: 'pending', createdAt: new Date(Date.now() - 10 * 60_000) } });
    await db.model('Order').deleteMany({ item: 'lamp' });
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.body.id).not.toBe(answered.body.id);
    expect(await db.model('Order').countDocuments({ item: 'lamp' })).toBe(1);
  });

  test('when the Authorization header is spelled "bearer x" and then "Bearer   x", then both share one key scope', async () => {
    const send = (authorization: string) =>
      request(app).post('/api/orders').set('authorization', authorization).set('idempotency-key', 'key-spelling').send({ item: 'chair' });
    const first = await send('bearer spelled-caller');
    const again = await send('Bearer   spelled-caller');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await db.model('Order').countDocuments({ item: 'chair' })).toBe(1);
  });

  test('when a route answering a secret is sent with a key, then no record keeps the answer and a retry is not a replay', async () => {
    const send = () => request(app).post('/api/sessions').set('idempotency-key', 'key-secret').send({});
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.token).not.toBe(first.body.token);
    const stored = JSON.stringify(await db.collection('idempotency_keys').find({}).toArray());
    expect(stored).not.toContain('secret-token');
  });
});
