import { createServer } from 'node:net';
import express from 'express';
import request from 'supertest';
import { Schema } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createServiceApp, startService } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });

function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('connectDb and readiness', () => {
  let devdb: DevDb;
  beforeAll(async () => {
    devdb = await startDevDb();
  });
  afterAll(async () => {
    await devdb.stop().catch(() => undefined);
  });

  test('when a filter value carries a $ operator, then it is matched literally, not as a query', async () => {
    const db = await connectDb(devdb.uri, 'kit_sanitize', { logger: silent });
    try {
      const Account = db.model('Account', new Schema({ email: String, meta: Schema.Types.Mixed }));
      await Account.create({ email: 'a@agency.local', meta: 'm' });
      // A typed field refuses the object outright; an untyped one compares it with $eq and finds nothing.
      await expect(Account.find(JSON.parse('{"email":{"$ne":"x"}}')).lean()).rejects.toThrow(/Cast to string failed/);
      expect(await Account.find(JSON.parse('{"meta":{"$ne":"x"}}')).lean()).toHaveLength(0);
      expect(await Account.find({ email: 'a@agency.local' }).lean()).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  test('when the database starts after the service, then connectDb retries until it answers', async () => {
    const port = await findFreePort();
    const connecting = connectDb(`mongodb://127.0.0.1:${port}`, 'kit_late', { logger: silent, serverSelectionTimeoutMS: 200 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const late = await startDevDb({ port });
    const db = await connecting;
    expect(db.readyState).toBe(1);
    await db.close();
    await late.stop();
  });

  test('when the database never answers, then connectDb gives up after its attempts', async () => {
    const port = await findFreePort();
    await expect(connectDb(`mongodb://127.0.0.1:${port}`, 'kit_none', { attempts: 2, serverSelectionTimeoutMS: 100 })).rejects.toThrow();
  });

  test('when the database stops, then readiness turns 503 and queries fail fast with 503', async () => {
    const own = await startDevDb();
    const db = await connectDb(own.uri, 'kit_ready', { logger: silent, serverSelectionTimeoutMS: 500 });
    const Thing = db.model('Thing', new Schema({ n: Number }));
    const router = express.Router();
    router.get('/things', async (_req, res) => {
      res.json(await Thing.find().lean());
    });
    const app = createServiceApp({ name: 'test', routes: [router], db, logger: silent });

    expect((await request(app).get('/readyz')).status).toBe(200);
    await own.stop();

    const readiness = await request(app).get('/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body.code).toBe('NOT_READY');
    const started = Date.now();
    const res = await request(app).get('/things');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'The service is temporarily unavailable', code: 'DATABASE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await request(app).get('/healthz')).status).toBe(200);
    await db.close(true);
  });

  test('when a running service stops, then its database connection is closed after the listener', async () => {
    const db = await connectDb(devdb.uri, 'kit_stop', { logger: silent });
    const running = await startService(createServiceApp({ name: 'test', routes: [], db, logger: silent }), 0, { handleSignals: false });
    expect((await fetch(`http://127.0.0.1:${running.port}/readyz`)).status).toBe(200);
    await running.stop();
    expect(db.readyState).toBe(0);
  });
});
