// Parallel assigns and assigns racing the last task's completion, across the real admin, user and
// member apps (start-stack.ts). Each race is repeated: a lucky interleaving must not pass by chance.
import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { startStack, type Stack } from './start-stack';

type Task = { task_id: string; status: string; requestId?: string };

describe('assigning a request under races', () => {
  let s: Stack;
  let domainId: string;
  const admin = () => s.bearer('admin');
  const customer = () => s.bearer('user', '64b0000000000000000000c2');
  const members: Array<{ member_id: string; accountId: string; name: string }> = [];

  const approvedRequest = async (service = 'Software Development') => {
    const created = await request(s.urls.userUrl)
      .post('/api/user/requests')
      .set(customer())
      .send({ service, domain_id: domainId })
      .expect(201);
    await request(s.userApp)
      .post(`/api/admin/requests/${created.body.req_id}/respond`)
      .set(admin())
      .send({ status: 'approved' })
      .expect(200);
    return created.body.req_id as string;
  };
  const assign = (id: string, memberIds: string[]) =>
    request(s.app).post(`/api/admin/requests/${id}/assign`).set(admin()).send({ memberIds });
  const tasksOf = async (accountId: string, requestId: string): Promise<Task[]> => {
    const res = await request(s.urls.memberUrl).get('/api/member/tasks/history?limit=50').set(s.bearer('member', accountId)).expect(200);
    return (res.body.tasks as Task[]).filter((t) => t.requestId === requestId);
  };
  const listed = async (query: string) =>
    ((await request(s.userApp).get(`/api/admin/requests?${query}`).set(admin()).expect(200)).body.requests as Array<{
      req_id: string;
      assignees?: Array<{ name: string }>;
    }>) ?? [];
  const customerView = async (id: string) =>
    (await request(s.urls.userUrl).get(`/api/user/requests/${id}`).set(customer()).expect(200)).body;

  beforeAll(async () => {
    s = await startStack();
    domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
    for (const [i, name] of ['Asha', 'Bilal'].entries()) {
      const body = {
        name,
        email: `${name.toLowerCase()}@agency.local`,
        password: 'Start-password-1',
        empId: `R${i}`,
        domain_ids: [domainId],
      };
      members.push((await request(s.app).post('/api/admin/members').set(admin()).send(body).expect(201)).body);
    }
  });
  afterAll(() => s?.stop());

  test('when 20 assigns of the same two members run at once, then each member has exactly one task (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await approvedRequest();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          assign(
            id,
            members.map((m) => m.member_id),
          ),
        ),
      );
      expect(answers.filter((a) => a.status !== 201).map((a) => a.body)).toEqual([]);
      // Every answer names the same two tasks: a repeat answers the task the member already has.
      expect(new Set(answers.flatMap((a) => a.body.tasks.map((t: Task) => t.task_id))).size).toBe(2);
      for (const m of members) expect(await tasksOf(m.accountId, id)).toHaveLength(1);
      const assigned = (await listed('status=approved&assigned=true')).find((r) => r.req_id === id);
      expect(assigned?.assignees?.map((a) => a.name).sort()).toEqual(['Asha', 'Bilal']);
    }
  }, 120_000);

  test('when a request is assigned, then it leaves "awaiting assignment" and the customer still sees it approved', async () => {
    const id = await approvedRequest('Technical Support');
    expect((await listed('status=approved&assigned=false')).map((r) => r.req_id)).toContain(id);
    await assign(id, [members[0]!.member_id]).expect(201);
    expect((await listed('status=approved&assigned=false')).map((r) => r.req_id)).not.toContain(id);
    const view = await customerView(id);
    expect(view.status).toBe('approved');
    expect(view).not.toHaveProperty('assignees');
  });

  test('when assigning races the completion of the last task, then either the assign wins or it answers 409, never a task on a completed request (10 rounds)', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const id = await approvedRequest('Design & Creatives');
      const first = (await assign(id, [members[0]!.member_id]).expect(201)).body.tasks[0] as Task;
      const [completion, second] = await Promise.all([
        request(s.urls.memberUrl)
          .patch(`/api/member/tasks/${first.task_id}`)
          .set(s.bearer('member', members[0]!.accountId))
          .send({ status: 'Completed' }),
        assign(id, [members[1]!.member_id]),
      ]);
      expect(completion.status).toBe(200);
      // The completion reaches the customer's request by the message the task's change recorded: completed
      // when the assign lost, in progress (the first member finished, the second has not) when it won.
      const delivered = second.status === 409 ? 'completed' : 'in_progress';
      const status = await eventually(async () => (await customerView(id)).status, delivered);
      const open = (await tasksOf(members[1]!.accountId, id)).filter((t) => t.status !== 'Completed');
      if (second.status === 409) {
        expect(second.body).toEqual({ error: 'This request is already completed and cannot be assigned', code: 'REQUEST_COMPLETED' });
        expect(status).toBe('completed');
        expect(open).toHaveLength(0);
      } else {
        expect(second.status).toBe(201);
        expect(status).not.toBe('completed');
        expect(open).toHaveLength(1);
      }
      outcomes.push(String(second.status));
      // Once completed, assigning answers 409 whatever the timing.
      if (status === 'completed') expect((await assign(id, [members[1]!.member_id])).body.code).toBe('REQUEST_COMPLETED');
    }
    expect(outcomes).toHaveLength(10);
  }, 120_000);
});
