// The member service's product counter: a request handed to a member, counted where the task is written.
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, metricsRegistry } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp } from '../src/app';

const INTERNAL = 'internal-token-for-tests-0123456789';
const MEMBER = '64b0000000000000000000a1';
const REQUEST = '64c0000000000000000000c1';

const assigned = async () => (await metricsRegistry.getSingleMetric('agency_requests_assigned_total')?.get())?.values[0]?.value ?? 0;

describe('member task metrics', () => {
  let devdb: DevDb;
  let db: Connection;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_member_metrics', { serverSelectionTimeoutMS: 500 });
    app = createApp({ db, jwt: createTestKeys(), internalToken: INTERNAL, logger: createLogger({ name: 'member', level: 'silent' }) });
  });
  afterAll(async () => {
    await db.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when a request is assigned to a member twice (a second click), then requests assigned moves by one', async () => {
    const before = await assigned();
    const body = { memberId: MEMBER, title: 'Booking site', requestId: REQUEST };
    const first = await request(app).post('/internal/tasks').set('x-internal-token', INTERNAL).send(body);
    const again = await request(app).post('/internal/tasks').set('x-internal-token', INTERNAL).send(body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.task_id).toBe(first.body.task_id);
    expect((await assigned()) - before).toBe(1);
  });
});
