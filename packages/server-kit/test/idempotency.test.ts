import request from 'supertest';
import { Router } from 'express';
import { Schema } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createServiceApp } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

describe('Idempotency-Key on POST', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let app: ReturnType<typeof createServiceApp>;

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
    app = createServiceApp({ name: 'test', routes: [routes], db, logger: silent });
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
});
