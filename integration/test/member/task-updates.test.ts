import { createServer, type Server } from 'node:http';
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, eventually, signTestToken, startPausableProxy } from '@agency/server-kit/testing';
import { createApp as createUserApp } from '@agency/service-user/src/app';
import { createApp } from '@agency/service-member/src/app';
import { withdrawMemberTasks } from '@agency/service-member/src/tasks/create-task';
import { createTaskRepository, type TaskRepository } from '@agency/service-member/src/tasks/task-repository';
import { updateTaskStatus } from '@agency/service-member/src/tasks/update-task-status';
import { answerDomains } from '../answer-domains';

const keys = createTestKeys();
const TOKEN = 'internal-token-for-tests-0123456789';
const internal = { 'x-internal-token': TOKEN };
const MEMBER = '64b0000000000000000000e1';
const OTHER = '64b0000000000000000000e2';
const REMOVED = '64b0000000000000000000e3';
const LEAVER = '64b0000000000000000000e4';
const GONE = '64b0000000000000000000e5';
const CUSTOMER = '64b0000000000000000000c1';
const DOMAIN = { domain_id: '64c0000000000000000000d1', name: 'Web Apps' };
const as = (role: 'member' | 'user' | 'admin', sub: string) => ({ authorization: `Bearer ${signTestToken(keys, { role, sub })}` });
const silent = createLogger({ name: 'test', level: 'silent' });
/** A writer that dies right after its one write: its own delivery attempt is never made. */
const diesAfterWrite = { messages: { deliverNow: async () => [] }, writerLeaseMs: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('member task updates and internal task API (with the real user service)', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let fakeAdmin: Server;
  let userApp: ReturnType<typeof createUserApp>;
  let userServer: Server;
  let app: ReturnType<typeof createApp>;
  let userUrl: string;

  const newTask = (memberId: string, extra: Record<string, string> = {}) =>
    request(app)
      .post('/internal/tasks')
      .set(internal)
      .send({ memberId, title: 'Build the site', description: 'Landing page', ...extra });
  /** The member app the user service's deliveries reach (`memberFront` forwards to it). */
  let memberTarget: ReturnType<typeof createApp>;
  let memberFront: Server;
  /**
   * The admin's assign as the services see it: the request's owner (user service) records the member
   * and their task in one write (its 409 when it cannot take more hands) and has the member service
   * (here `memberApp`) make the task; answers the task, or the refusal.
   */
  const assign = async (memberApp: ReturnType<typeof createApp>, memberId: string, requestId: string) => {
    memberTarget = memberApp;
    const res = await request(userApp)
      .post(`/internal/requests/${requestId}/assign`)
      .set(internal)
      .send({ assignees: [{ id: memberId, name: 'M' }] });
    return { status: res.status, body: res.status === 201 ? res.body.tasks[0] : res.body };
  };
  const approvedRequest = async () => {
    const created = await request(userApp)
      .post('/api/user/requests')
      .set(as('user', CUSTOMER))
      .send({ service: 'Software Development', domain_id: DOMAIN.domain_id })
      .expect(201);
    await request(userApp)
      .post(`/api/admin/requests/${created.body.req_id}/respond`)
      .set(as('admin', '64b0000000000000000000ad'))
      .send({ status: 'approved' })
      .expect(200);
    return created.body.req_id as string;
  };
  const assigneesOf = async (reqId: string) =>
    ((await request(userApp).get(`/internal/requests/${reqId}`).set(internal)).body.assignees as Array<{ id: string }>).map((a) => a.id);
  const currentTaskOf = async (memberId: string) =>
    (await request(app).get('/api/member/tasks/current').set(as('member', memberId))).body.task as { status: string } | null;
  const timelineOf = async (reqId: string) =>
    (await request(userApp).get(`/api/user/requests/${reqId}`).set(as('user', CUSTOMER))).body.timeline.map(
      (t: { status: string }) => t.status,
    );

  beforeAll(async () => {
    devdb = await startDevDb();
    dbs = [
      await connectDb(devdb.uri, 'agency_member_updates'),
      await connectDb(devdb.uri, 'agency_user_for_member'),
      // Its own member database: no other app's relay can deliver its messages around the frozen proxy.
      await connectDb(devdb.uri, 'agency_member_slow_user'),
      await connectDb(devdb.uri, 'agency_member_user_down'),
    ];
    fakeAdmin = createServer(answerDomains([DOMAIN]));
    await new Promise<void>((r) => fakeAdmin.listen(0, '127.0.0.1', r));
    const adminUrl = `http://127.0.0.1:${(fakeAdmin.address() as { port: number }).port}`;
    memberFront = createServer((req, res) => void memberTarget(req, res));
    await new Promise<void>((r) => memberFront.listen(0, '127.0.0.1', r));
    const memberUrl = `http://127.0.0.1:${(memberFront.address() as { port: number }).port}`;
    userApp = createUserApp({ db: dbs[1]!, jwt: keys, adminUrl, memberUrl, internalToken: TOKEN, logger: silent });
    userServer = userApp.listen(0, '127.0.0.1');
    await new Promise((r) => userServer.once('listening', r));
    userUrl = `http://127.0.0.1:${(userServer.address() as { port: number }).port}`;
    app = createApp({ db: dbs[0]!, jwt: keys, userUrl, userTimeoutMs: 500, internalToken: TOKEN, logger: silent });
  });
  afterAll(async () => {
    fakeAdmin.close();
    memberFront.close();
    userServer.close();
    for (const db of dbs) await db.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when internal routes are called without the token, then 401 and no task is made', async () => {
    expect((await request(app).post('/internal/tasks').send({ memberId: MEMBER, title: 'x' })).status).toBe(401);
    expect((await request(app).get('/internal/tasks/unstaffed').set('x-internal-token', 'nope-nope-nope-nope')).status).toBe(401);
    expect((await request(app).get('/api/member/tasks/current').set(as('member', MEMBER))).body).toEqual({ task: null });
  });

  test('when the admin creates a task, then 201 and it is the member current task; bad input is 400', async () => {
    const res = await newTask(MEMBER, { projectId: 'p-1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      task_id: expect.any(String),
      title: 'Build the site',
      status: 'Pending',
      projectId: 'p-1',
      requestId: null,
    });
    expect((await request(app).get('/api/member/tasks/current').set(as('member', MEMBER))).body.task.task_id).toBe(res.body.task_id);
    expect((await request(app).post('/internal/tasks').set(internal).send({ memberId: 'x', title: '' })).status).toBe(400);
  });

  test("when a member changes another member's task, then 404 and the task is unchanged", async () => {
    const theirs = (await newTask(OTHER)).body;
    const res = await request(app).patch(`/api/member/tasks/${theirs.task_id}`).set(as('member', MEMBER)).send({ status: 'Completed' });
    expect(res.status).toBe(404);
    expect((await request(app).get('/api/member/tasks/current').set(as('member', OTHER))).body.task.status).toBe('Pending');
    expect((await request(app).patch('/api/member/tasks/not-an-id').set(as('member', MEMBER)).send({ status: 'Completed' })).status).toBe(
      404,
    );
  });

  test('when the member starts and completes a task of a request, then the customer timeline follows', async () => {
    const reqId = await approvedRequest();
    const task = (await assign(app, MEMBER, reqId)).body;
    const started = await request(app).patch(`/api/member/tasks/${task.task_id}`).set(as('member', MEMBER)).send({ status: 'In progress' });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('In progress');
    expect(await eventually(() => timelineOf(reqId), ['PENDING', 'approved', 'in_progress'])).toEqual([
      'PENDING',
      'approved',
      'in_progress',
    ]);
    const done = await request(app).patch(`/api/member/tasks/${task.task_id}`).set(as('member', MEMBER)).send({ status: 'Completed' });
    expect(done.body.status).toBe('Completed');
    const finished = ['PENDING', 'approved', 'in_progress', 'completed'];
    expect(await eventually(() => timelineOf(reqId), finished)).toEqual(finished);
    const reopen = await request(app).patch(`/api/member/tasks/${task.task_id}`).set(as('member', MEMBER)).send({ status: 'In progress' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.code).toBe('TASK_ALREADY_COMPLETED');
  });

  test('when two members share a request, then it is completed only when the last task is', async () => {
    const reqId = await approvedRequest();
    const mine = (await assign(app, MEMBER, reqId)).body;
    const theirs = (await assign(app, OTHER, reqId)).body;
    await request(app).patch(`/api/member/tasks/${mine.task_id}`).set(as('member', MEMBER)).send({ status: 'Completed' }).expect(200);
    const started = ['PENDING', 'approved', 'in_progress'];
    expect(await eventually(() => timelineOf(reqId), started)).toEqual(started);
    await request(app).patch(`/api/member/tasks/${theirs.task_id}`).set(as('member', OTHER)).send({ status: 'Completed' }).expect(200);
    const finished = [...started, 'completed'];
    expect(await eventually(() => timelineOf(reqId), finished)).toEqual(finished);
  });

  test('when a member removed meanwhile is assigned, then the task is refused and the request does not keep them', async () => {
    const reqId = await approvedRequest();
    await request(app).post(`/internal/members/${REMOVED}/withdraw`).set(internal).set('x-event-id', `removed-${REMOVED}`).expect(200);
    const late = await assign(app, REMOVED, reqId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MEMBER_REMOVED');
    expect(await eventually(() => assigneesOf(reqId), [])).toEqual([]);
  });

  test("when the member's status change is written and its writer dies before its own delivery, then the relay brings the customer's request the progress; a change that did not happen (the task changed meanwhile) sends nothing", async () => {
    const reqId = await approvedRequest();
    const task = (await assign(app, MEMBER, reqId)).body;
    const tasks = createTaskRepository(dbs[0]!);

    const started = await updateTaskStatus({ tasks, ...diesAfterWrite }, MEMBER, task.task_id, { status: 'In progress' });
    expect(started.status).toBe('In progress');
    const inProgress = ['PENDING', 'approved', 'in_progress'];
    expect(await eventually(() => timelineOf(reqId), inProgress)).toEqual(inProgress);

    // Read before another tab's change (still Pending): the write conditional on that status matches nothing.
    const stale: TaskRepository = { ...tasks, findOwned: async (m, id) => ({ ...(await tasks.findOwned(m, id))!, status: 'Pending' }) };
    await expect(
      updateTaskStatus({ tasks: stale, ...diesAfterWrite }, MEMBER, task.task_id, { status: 'Completed' }),
    ).rejects.toMatchObject({
      code: 'TASK_CHANGED',
    });
    await sleep(1500); // three of the relay's polls
    expect((await currentTaskOf(MEMBER))?.status).toBe('In progress');
    expect(await timelineOf(reqId)).toEqual(inProgress);
  });

  test("when a removed member's withdrawal is written and its writer dies before answering, then the relay takes them off each request they had open work on, a request whose task they completed keeps them, and a repeat withdraws and tells nothing", async () => {
    const [open1, open2, done] = [await approvedRequest(), await approvedRequest(), await approvedRequest()];
    for (const reqId of [open1, open2]) expect((await assign(app, LEAVER, reqId)).status).toBe(201);
    const finished = (await assign(app, LEAVER, done)).body;
    await request(app).patch(`/api/member/tasks/${finished.task_id}`).set(as('member', LEAVER)).send({ status: 'Completed' }).expect(200);
    await eventually(async () => (await timelineOf(done)).at(-1), 'completed');
    await newTask(LEAVER, { projectId: 'p-2' }).expect(201);
    const tasks = createTaskRepository(dbs[0]!);

    // The two open request tasks and the project's; only the request tasks have someone to tell.
    expect(await withdrawMemberTasks({ tasks }, LEAVER)).toEqual({ withdrawn: 3 });

    expect(await eventually(async () => [await assigneesOf(open1), await assigneesOf(open2)], [[], []])).toEqual([[], []]);
    expect(await assigneesOf(done)).toEqual([LEAVER]);
    expect(await currentTaskOf(LEAVER)).toBeNull();
    expect(await withdrawMemberTasks({ tasks }, LEAVER)).toEqual({ withdrawn: 0 });
    expect(await dbs[0]!.collection('tasks').countDocuments({ memberId: LEAVER, messagesPending: true })).toBe(0);
  });

  test('when a task was written for a member removed meanwhile and its writer died before taking it back, then the redelivery is refused with 409 MEMBER_REMOVED and the member has no open task', async () => {
    const requestId = '64d0000000000000000000a1';
    await newTask(GONE, { requestId }).expect(201);
    // The removal came before that task was written (its withdrawal found nothing); the writer died before its look.
    await dbs[0]!.collection('removed_members').insertOne({ _id: GONE as never, at: new Date() });

    const again = await newTask(GONE, { requestId });

    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MEMBER_REMOVED');
    expect(await currentTaskOf(GONE)).toBeNull();
  });

  test('when the user service is slow (frozen), then the member is told the truth at once and the customer request catches up when it answers', async () => {
    const reqId = await approvedRequest();
    const frozen = await startPausableProxy(userUrl);
    const viaProxy = createApp({ db: dbs[2]!, jwt: keys, userUrl: frozen.url, userTimeoutMs: 300, internalToken: TOKEN, logger: silent });
    const task = (await assign(viaProxy, MEMBER, reqId)).body;
    frozen.pause();
    try {
      const res = await request(viaProxy)
        .patch(`/api/member/tasks/${task.task_id}`)
        .set(as('member', MEMBER))
        .send({ status: 'In progress' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('In progress');
      // The member's word stands, and the customer has not seen anything the member was not told.
      expect((await request(viaProxy).get('/api/member/tasks/current').set(as('member', MEMBER))).body.task.status).toBe('In progress');
      expect(await timelineOf(reqId)).toEqual(['PENDING', 'approved']);
      frozen.resume();
      const caughtUp = ['PENDING', 'approved', 'in_progress'];
      expect(await eventually(() => timelineOf(reqId), caughtUp)).toEqual(caughtUp);
    } finally {
      await frozen.stop();
    }
  });

  test('when a request is completed, then its owner (user service) refuses a new assignment with 409 and no task is made; when the user service is down meanwhile, then the completion stands and is delivered once it is back', async () => {
    const done = await approvedRequest();
    const task = (await assign(app, MEMBER, done)).body;
    await request(app).patch(`/api/member/tasks/${task.task_id}`).set(as('member', MEMBER)).send({ status: 'Completed' }).expect(200);
    await eventually(async () => (await timelineOf(done)).at(-1), 'completed');
    const late = await assign(app, OTHER, done);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'This request is already completed and cannot be assigned', code: 'REQUEST_COMPLETED' });
    const othersTasks = (await request(app).get('/api/member/tasks/history').set(as('member', OTHER))).body.tasks;
    expect(othersTasks.filter((t: { requestId?: string }) => t.requestId === done)).toEqual([]);

    // The member is never told "not changed" while the customer's request changed: the completion
    // stands, and the customer sees it completed once the user service (the request's owner) answers.
    const open = await approvedRequest();
    const frozen = await startPausableProxy(userUrl);
    const viaProxy = createApp({ db: dbs[3]!, jwt: keys, userUrl: frozen.url, userTimeoutMs: 300, internalToken: TOKEN, logger: silent });
    const last = (await assign(viaProxy, MEMBER, open)).body;
    frozen.pause();
    try {
      const res = await request(viaProxy)
        .patch(`/api/member/tasks/${last.task_id}`)
        .set(as('member', MEMBER))
        .send({ status: 'Completed' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Completed');
      expect(await timelineOf(open)).toEqual(['PENDING', 'approved']);
      frozen.resume();
      const finished = ['PENDING', 'approved', 'completed'];
      expect(await eventually(() => timelineOf(open), finished)).toEqual(finished);
    } finally {
      await frozen.stop();
    }
  });
});
