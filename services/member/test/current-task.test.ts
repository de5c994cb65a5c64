import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp } from '../src/app';
import { createTaskRepository } from '../src/tasks/task-repository';

const keys = createTestKeys();
const MEMBER = '64b0000000000000000000a1';
const OTHER_MEMBER = '64b0000000000000000000a2';
const asMember = (sub: string, firstLogin = false) => ({
  authorization: `Bearer ${signTestToken(keys, { role: 'member', sub, firstLogin })}`,
});

describe('member current task', () => {
  let devdb: DevDb;
  let db: Connection;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_member', { serverSelectionTimeoutMS: 500 });
    app = createApp({ db, jwt: keys, logger: createLogger({ name: 'member', level: 'silent' }) });
  });
  afterAll(async () => {
    await db.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when the member has no task, then { task: null }', async () => {
    const res = await request(app).get('/api/member/tasks/current').set(asMember(MEMBER));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ task: null });
  });

  test('when tasks exist, then the latest unfinished one of this member is current', async () => {
    const tasks = createTaskRepository(db);
    await tasks.insert({ memberId: MEMBER, title: 'Old work', status: 'In Progress', assignedAt: new Date('2025-01-01') });
    const latest = await tasks.insert({
      memberId: MEMBER,
      title: 'Landing page',
      description: 'Hero and CTA',
      assignedAt: new Date('2025-02-01'),
    });
    await tasks.insert({ memberId: MEMBER, title: 'Done already', status: 'Completed', assignedAt: new Date('2025-03-01') });
    await tasks.insert({ memberId: OTHER_MEMBER, title: 'Not yours', assignedAt: new Date('2025-04-01') });

    const res = await request(app).get('/api/member/tasks/current').set(asMember(MEMBER));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      task: {
        task_id: latest.id,
        title: 'Landing page',
        description: 'Hero and CTA',
        status: 'Pending',
        date: '2025-02-01T00:00:00.000Z',
        requestId: null,
        projectId: null,
      },
    });
  });

  test('when no token is sent, then 401', async () => {
    const res = await request(app).get('/api/member/tasks/current');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test('when a user or admin asks, then 403 FORBIDDEN', async () => {
    for (const role of ['user', 'admin'] as const) {
      const res = await request(app)
        .get('/api/member/tasks/current')
        .set({ authorization: `Bearer ${signTestToken(keys, { role })}` });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  test('when the member has not changed the first-login password, then 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const res = await request(app).get('/api/member/tasks/current').set(asMember(MEMBER, true));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Change your password before continuing', code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  test('when the database stops, then /readyz is 503 and the task read is 503', async () => {
    expect((await request(app).get('/readyz')).status).toBe(200);
    await devdb.stop();
    expect((await request(app).get('/readyz')).status).toBe(503);
    const res = await request(app).get('/api/member/tasks/current').set(asMember(MEMBER));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
  });
});
