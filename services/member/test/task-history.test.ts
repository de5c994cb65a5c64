import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp } from '../src/app';
import { createTaskRepository } from '../src/tasks/task-repository';

const keys = createTestKeys();
const MEMBER = '64b0000000000000000000e1';
const OTHER = '64b0000000000000000000e2';
const asMember = (sub: string) => ({ authorization: `Bearer ${signTestToken(keys, { role: 'member', sub })}` });
const DAY = 24 * 3600 * 1000;

describe('member task history and stats', () => {
  let devdb: DevDb;
  let db: Connection;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_member_history', { serverSelectionTimeoutMS: 500 });
    app = createApp({ db, jwt: keys, logger: createLogger({ name: 'member', level: 'silent' }) });
    const tasks = createTaskRepository(db);
    // 25 tasks where groups of 5 share the exact same date: pages must break ties without losing any.
    const base = Date.now() - 2 * DAY;
    for (let i = 0; i < 25; i++) {
      await tasks.insert({
        memberId: MEMBER,
        title: `T${i}`,
        assignedAt: new Date(base - Math.floor(i / 5) * 1000),
        status: i % 3 === 0 ? 'Completed' : 'Pending',
      });
    }
    await tasks.insert({ memberId: MEMBER, title: 'Old', status: 'Completed', assignedAt: new Date(Date.now() - 60 * DAY) });
    await tasks.insert({ memberId: OTHER, title: 'Not yours', assignedAt: new Date(base) });
  });
  afterAll(async () => {
    await db.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when the member pages through history, then every own task comes exactly once, newest first, 10 by default', async () => {
    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res: request.Response = await request(app)
        .get('/api/member/tasks/history')
        .query(cursor ? { cursor } : {})
        .set(asMember(MEMBER));
      expect(res.status).toBe(200);
      pageSizes.push(res.body.tasks.length);
      seen.push(...res.body.tasks.map((t: { title: string }) => t.title));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pageSizes).toEqual([10, 10, 6]);
    expect(new Set(seen).size).toBe(26);
    expect(seen).not.toContain('Not yours');
    expect(seen[seen.length - 1]).toBe('Old');
  });

  test('when limit=3 is asked for, then 3 come back with a cursor', async () => {
    const small = await request(app).get('/api/member/tasks/history?limit=3').set(asMember(MEMBER));
    expect(small.body.tasks).toHaveLength(3);
    expect(small.body.nextCursor).toEqual(expect.any(String));
  });

  test('when the cursor is garbage, then 400 INVALID_CURSOR', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('2025-01-01|zzz').toString('base64url'),
      Buffer.from('not-a-date|64b0000000000000000000e1').toString('base64url'),
    ]) {
      const res = await request(app).get('/api/member/tasks/history').query({ cursor }).set(asMember(MEMBER));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    }
  });

  test('when stats are asked for 30 and 90 days, then tasks assigned in the range are counted', async () => {
    const d30 = await request(app).get('/api/member/tasks/stats').set(asMember(MEMBER));
    expect(d30.status).toBe(200);
    // T0, T3, …, T24 are completed: 9 of 25.
    expect(d30.body).toEqual({ total: 25, completed: 9, pending: 16, currentStatus: 'Pending' });
    const d90 = await request(app).get('/api/member/tasks/stats?dateRange=90').set(asMember(MEMBER));
    expect(d90.body).toMatchObject({ total: 26, completed: 10, pending: 16 });
    const d1 = await request(app).get('/api/member/tasks/stats?dateRange=1').set(asMember(MEMBER));
    expect(d1.body).toMatchObject({ total: 0, completed: 0, pending: 0 });
    expect((await request(app).get('/api/member/tasks/stats?dateRange=abc').set(asMember(MEMBER))).status).toBe(400);
  });

  test('when a member with no tasks asks for stats, then zeros and "No active task"', async () => {
    const res = await request(app).get('/api/member/tasks/stats?dateRange=7').set(asMember('64b0000000000000000000e9'));
    expect(res.body).toEqual({ total: 0, completed: 0, pending: 0, currentStatus: 'No active task' });
  });

  test('when history reaches 10k tasks, then a page is still answered quickly and limit=100000 gives 50', async () => {
    const Task = db.model('Task');
    const start = Date.now() - 300 * DAY;
    const docs = Array.from({ length: 10_000 }, (_, i) => ({
      memberId: '64b0000000000000000000f0',
      title: `bulk ${i}`,
      assignedAt: new Date(start + i * 1000),
    }));
    await Task.insertMany(docs, { lean: true });
    const started = Date.now();
    const first = await request(app).get('/api/member/tasks/history').set(asMember('64b0000000000000000000f0'));
    const second = await request(app)
      .get('/api/member/tasks/history')
      .query({ cursor: first.body.nextCursor })
      .set(asMember('64b0000000000000000000f0'));
    expect(second.body.tasks[0].title).toBe('bulk 9989');
    expect(Date.now() - started).toBeLessThan(1500);
    const capped = await request(app).get('/api/member/tasks/history?limit=100000').set(asMember('64b0000000000000000000f0'));
    expect(capped.body.tasks).toHaveLength(50);
  }, 60_000);
});
