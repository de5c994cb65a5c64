// An assign interrupted at each of its steps is finished (the member gets the task) or undone (the request
// is back in "awaiting assignment") by itself, over the real four services (start-stack.ts). The steps:
// the admin service checks the members; the user service, the request's owner, writes the assignees and
// the messages for their tasks in one write; it delivers each task to the member service; it takes the
// delivered message off. The gate in front of the member service (member-gate.ts) stops the call at a step
// and crashes the services that take part (user and admin: database connection first, as a dying process
// loses it), which are then started again on the same databases.
import { Types } from 'mongoose';
import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { INTERNAL, startStack, type Stack } from './start-stack';

// Within 60 s, the bound; normally a few seconds (the writer's lease on its messages is 7 s).
const FINISHED_WITHIN_MS = 60_000;
jest.setTimeout(180_000);

type Task = { task_id: string; requestId?: string };

describe('an assign interrupted at each step is finished or undone by itself', () => {
  let s: Stack;
  let domainId: string;
  let made = 0;
  /** The crash and restart a gate hook set off (the cut call may answer before it is over). */
  let restarted: Promise<void> = Promise.resolve();
  const crashAndRestart = async () => {
    restarted = s.crashAndRestart({ requestMessages: { pollMs: 100 } });
    await restarted;
  };
  const admin = () => s.bearer('admin');
  const customer = () => s.bearer('user', '64b0000000000000000000c1');
  const internal = { 'x-internal-token': INTERNAL };

  const approvedRequest = async () => {
    const created = await request(s.urls.userUrl)
      .post('/api/user/requests')
      .set(customer())
      .send({ service: 'Software Development', domain_id: domainId })
      .expect(201);
    await request(s.userApp)
      .post(`/api/admin/requests/${created.body.req_id}/respond`)
      .set(admin())
      .send({ status: 'approved' })
      .expect(200);
    return created.body.req_id as string;
  };
  const newMember = async () => {
    made += 1;
    const body = { name: `Crash ${made}`, email: `crash${made}@agency.local`, password: 'Start-password-1', domain_ids: [domainId] };
    return (await request(s.app).post('/api/admin/members').set(admin()).send(body).expect(201)).body as {
      member_id: string;
      accountId: string;
    };
  };
  const assign = (reqId: string, memberId: string) =>
    request(s.app)
      .post(`/api/admin/requests/${reqId}/assign`)
      .set(admin())
      .send({ memberIds: [memberId] });
  const tasksOf = async (accountId: string, reqId: string) => {
    const res = await request(s.memberGate.target).get('/api/member/tasks/history?limit=50').set(s.bearer('member', accountId)).expect(200);
    return (res.body.tasks as Task[]).filter((t) => t.requestId === reqId).length;
  };
  const assigneesOf = async (reqId: string) =>
    (
      (await request(s.urls.userUrl).get(`/internal/requests/${reqId}`).set(internal).expect(200)).body.assignees as Array<{ id: string }>
    ).map((a) => a.id);
  const awaitingAssignment = async (reqId: string) =>
    (
      (await request(s.userApp).get('/api/admin/requests?status=approved&assigned=false&limit=100').set(admin()).expect(200)).body
        .requests as Array<{
        req_id: string;
      }>
    ).some((r) => r.req_id === reqId);
  /** The member's e-mail event for the assign, as recorded in the user service's outbox (one, however often it was delivered). */
  const assignedEvents = (reqId: string, accountId: string) =>
    s.userDb.collection('outbox').countDocuments({ _id: `member.assigned:${reqId}:${accountId}` as never });
  /** The request's messages all delivered and taken off. */
  const settled = async (reqId: string) =>
    ((await s.userDb.collection('service_requests').findOne({ _id: new Types.ObjectId(reqId) as never }))?.messagesPending ?? false) ===
    false;

  beforeAll(async () => {
    s = await startStack();
    domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
  });
  afterEach(() => {
    s.memberGate.closed = false;
    s.memberGate.beforeTask = undefined;
    s.memberGate.afterTask = undefined;
  });
  afterAll(() => s?.stop());

  test('when the user and admin services die as the task is asked for (after the assign is written) and start again, then within 60 s the member has the task and the request lists them', async () => {
    const reqId = await approvedRequest();
    const member = await newMember();
    s.memberGate.beforeTask = async () => {
      await crashAndRestart();
      return 'drop'; // the task request never reaches the member service
    };

    const cut = await assign(reqId, member.member_id);
    expect(cut.status).toBeGreaterThanOrEqual(500);
    await restarted;

    expect(await eventually(() => tasksOf(member.accountId, reqId), 1, FINISHED_WITHIN_MS)).toBe(1);
    expect(await assigneesOf(reqId)).toEqual([member.accountId]);
    expect(await awaitingAssignment(reqId)).toBe(false);
    expect(await assignedEvents(reqId, member.accountId)).toBe(1);
    // The admin, asking again, gets the task the member has.
    expect((await assign(reqId, member.member_id).expect(201)).body.tasks).toHaveLength(1);
  });

  test('when the user service dies after the member service made the task and before it took the message off, then the message is delivered again and the member has one task', async () => {
    const reqId = await approvedRequest();
    const member = await newMember();
    s.memberGate.afterTask = async () => {
      await crashAndRestart();
      return 'drop'; // made, but the dead service never heard
    };

    expect((await assign(reqId, member.member_id)).status).toBeGreaterThanOrEqual(500);
    await restarted;

    expect(await eventually(() => settled(reqId), true, FINISHED_WITHIN_MS)).toBe(true);
    expect(await tasksOf(member.accountId, reqId)).toBe(1);
    expect(await assigneesOf(reqId)).toEqual([member.accountId]);
    expect(await assignedEvents(reqId, member.accountId)).toBe(1);
  });

  test('when the member service is down during an assign, then 503, the request lists the member at once, and the task follows once it is back', async () => {
    const reqId = await approvedRequest();
    const member = await newMember();
    s.memberGate.closed = true;

    const res = await assign(reqId, member.member_id);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_UNAVAILABLE');
    expect(await assigneesOf(reqId)).toEqual([member.accountId]);
    expect(await tasksOf(member.accountId, reqId)).toBe(0);

    s.memberGate.closed = false;
    expect(await eventually(() => tasksOf(member.accountId, reqId), 1, FINISHED_WITHIN_MS)).toBe(1);
    expect(await eventually(() => settled(reqId), true, FINISHED_WITHIN_MS)).toBe(true);
  });

  test('when the member service refuses the task for good (the member was removed meanwhile), then 409 MEMBER_REMOVED and the request is back in "awaiting assignment"', async () => {
    const reqId = await approvedRequest();
    const member = await newMember();
    // The member service has the removal already; the admin's profile delete has not been seen by this assign.
    await s.memberDb.collection('removed_members').insertOne({ _id: member.accountId as never, at: new Date() });

    const res = await assign(reqId, member.member_id);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MEMBER_REMOVED');
    expect(await assigneesOf(reqId)).toEqual([]);
    expect(await awaitingAssignment(reqId)).toBe(true);
    expect(await settled(reqId)).toBe(true);
  });

  test('when the member service is down during an assign and refuses the task once back (the member was removed meanwhile), then within 60 s the request is back in "awaiting assignment"', async () => {
    const reqId = await approvedRequest();
    const member = await newMember();
    s.memberGate.closed = true;
    expect((await assign(reqId, member.member_id)).status).toBe(503);
    expect(await awaitingAssignment(reqId)).toBe(false);

    await s.memberDb.collection('removed_members').insertOne({ _id: member.accountId as never, at: new Date() });
    s.memberGate.closed = false;

    expect(await eventually(() => awaitingAssignment(reqId), true, FINISHED_WITHIN_MS)).toBe(true);
    expect(await assigneesOf(reqId)).toEqual([]);
    expect(await tasksOf(member.accountId, reqId)).toBe(0);
  });
});
