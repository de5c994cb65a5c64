import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp } from '../src/app';
import { createTaskRepository } from '../src/tasks/task-repository';

const keys = createTestKeys();
const MEMBER = '64b0000000000000000000b1';
const asMember = { authorization: `Bearer ${signTestToken(keys, { role: 'member', sub: MEMBER })}` };

describe('member bodies that cannot be an update', () => {
  let devdb: DevDb;
  let db: Connection;
  let app: ReturnType<typeof createApp>;
  let taskId: string;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_member', { serverSelectionTimeoutMS: 500 });
    app = createApp({ db, jwt: keys, logger: createLogger({ name: 'member', level: 'silent' }) });
    taskId = (await createTaskRepository(db).insert({ memberId: MEMBER, title: 'Landing page', assignedAt: new Date() })).id;
  });
  afterAll(async () => {
    await db.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when a task update is sent as text/plain, then 415 UNSUPPORTED_MEDIA_TYPE and the task is unchanged', async () => {
    const res = await request(app).patch(`/api/member/tasks/${taskId}`).set(asMember).set('content-type', 'text/plain').send('Completed');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const current = await request(app).get('/api/member/tasks/current').set(asMember);
    expect(current.body.task.status).not.toBe('Completed');
  });

  test('when a task update is {}, then 400 and nothing changes', async () => {
    const res = await request(app).patch(`/api/member/tasks/${taskId}`).set(asMember).send({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
