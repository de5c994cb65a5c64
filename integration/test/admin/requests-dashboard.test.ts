import request from 'supertest';
import { CLOSED_URL, startStack, type Stack } from './start-stack';

describe('service requests and the dashboard over the portal services', () => {
  let s: Stack;
  let domainId: string;
  const admin = () => s.bearer('admin');
  const customer = () => s.bearer('user', '64b0000000000000000000c1');
  const newRequest = async (service = 'Software Development') =>
    (await request(s.urls.userUrl).post('/api/user/requests').set(customer()).send({ service, domain_id: domainId }).expect(201)).body;
  // The user service answers the admin's queue and answers (the gateway sends those paths there).
  const respond = (id: string, status: string) =>
    request(s.userApp).post(`/api/admin/requests/${id}/respond`).set(admin()).send({ status });

  beforeAll(async () => {
    s = await startStack();
    domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
  });
  afterEach(() => s.retireReplicas());
  afterAll(() => s?.stop());

  test('when no token, then 401; when a user or member token, then 403', async () => {
    const id = '64b0000000000000000000aa';
    const calls = [
      () => request(s.userApp).get('/api/admin/requests'),
      () => request(s.userApp).post(`/api/admin/requests/${id}/respond`).send({ status: 'approved' }),
      () =>
        request(s.app)
          .post(`/api/admin/requests/${id}/assign`)
          .send({ memberIds: [id] }),
      () => request(s.userApp).get('/api/admin/services'),
      () => request(s.app).get('/api/admin/dashboard/stats'),
      () => request(s.app).get('/api/admin/activity'),
      () => request(s.app).get('/api/admin/test'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(s.bearer('user'))).status).toBe(403);
      expect((await call().set(s.bearer('member'))).status).toBe(403);
    }
    expect((await request(s.app).get('/api/admin/test').set(admin())).status).toBe(200);
  });

  test('when there is no request yet, then the queue and activity are empty', async () => {
    expect((await request(s.userApp).get('/api/admin/requests').set(admin())).body).toEqual({ requests: [], nextCursor: null, total: 0 });
    expect((await request(s.app).get('/api/admin/activity').set(admin())).body).toEqual({ activity: [], available: true });
  });

  test('when the status is not approved or rejected, then 400 with the contract text', async () => {
    const res = await respond('64b0000000000000000000aa', 'maybe');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('status must be approved or rejected');
  });

  test('when two admins answer the same request at once, then exactly one wins and the other gets 409', async () => {
    const { req_id } = await newRequest();
    expect(
      (await request(s.userApp).get('/api/admin/requests').set(admin())).body.requests.map((r: { req_id: string }) => r.req_id),
    ).toEqual([req_id]);
    const answers = await Promise.all([respond(req_id, 'approved'), respond(req_id, 'rejected')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('REQUEST_ALREADY_PROCESSED');
    expect((await request(s.userApp).get('/api/admin/requests').set(admin())).body.requests).toEqual([]);
  });

  test('when an approved request is assigned to a member, then the member sees it as the current task', async () => {
    const { req_id } = await newRequest('Technical Support');
    await respond(req_id, 'approved').expect(200);
    const member = (
      await request(s.app)
        .post('/api/admin/members')
        .set(admin())
        .send({ name: 'Kabir', email: 'kabir@agency.local', password: 'Start-password-1', empId: 'E1', domain_ids: [domainId] })
        .expect(201)
    ).body;
    const res = await request(s.app)
      .post(`/api/admin/requests/${req_id}/assign`)
      .set(admin())
      .send({ memberIds: [member.member_id] });
    expect(res.status).toBe(201);
    expect(res.body.tasks).toHaveLength(1);
    const current = await request(s.urls.memberUrl).get('/api/member/tasks/current').set(s.bearer('member', member.accountId));
    expect(current.body.task).toMatchObject({ title: 'Technical Support (Web) for Test Person', requestId: req_id });

    // A second click (or a second admin) does not hand the member the same work twice.
    const again = await request(s.app)
      .post(`/api/admin/requests/${req_id}/assign`)
      .set(admin())
      .send({ memberIds: [member.member_id] });
    expect(again.body.tasks[0].task_id).toBe(res.body.tasks[0].task_id);
    const history = await request(s.urls.memberUrl).get('/api/member/tasks/history').set(s.bearer('member', member.accountId));
    expect(history.body.tasks.filter((t: { requestId?: string }) => t.requestId === req_id)).toHaveLength(1);
  });

  test('when the request id names no request, then assigning it is 404', async () => {
    const [member] = (await request(s.app).get('/api/admin/members').set(admin())).body.members;
    const res = await request(s.app)
      .post('/api/admin/requests/64b0000000000000000000ff/assign')
      .set(admin())
      .send({ memberIds: [member.member_id] });
    expect(res.status).toBe(404);
  });

  test('when a pending or rejected request is assigned, then 409 REQUEST_NOT_APPROVED; empty memberIds is 400', async () => {
    const { req_id } = await newRequest();
    const [member] = (await request(s.app).get('/api/admin/members').set(admin())).body.members;
    const res = await request(s.app)
      .post(`/api/admin/requests/${req_id}/assign`)
      .set(admin())
      .send({ memberIds: [member.member_id] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUEST_NOT_APPROVED');
    const empty = await request(s.app).post(`/api/admin/requests/${req_id}/assign`).set(admin()).send({ memberIds: [] });
    expect(empty.body.error).toBe('Choose at least one member');
  });

  test('when requests exist, then activity lists the 4 newest as New service request with the requester', async () => {
    await newRequest('Design & Creatives');
    await newRequest('Brand Identity Design');
    const { activity, available } = (await request(s.app).get('/api/admin/activity').set(admin())).body;
    expect(available).toBe(true);
    expect(activity).toHaveLength(4);
    expect(activity[0]).toMatchObject({ title: 'New service request', description: expect.stringMatching(/^Brand Identity Design by /) });
  });

  test('when the dashboard is read, then the counts are live; when the user service is down, then the rest still shows', async () => {
    const stats = (await request(s.app).get('/api/admin/dashboard/stats').set(admin()).expect(200)).body;
    expect(stats).toMatchObject({ totalDomains: 1, totalClients: 1, clients: 0, teamMembers: 1, activeProjects: 0, pendingRequests: 3 });
    const down = s.adminApp({ userUrl: CLOSED_URL });
    const partial = (await request(down).get('/api/admin/dashboard/stats').set(admin()).expect(200)).body;
    expect(partial).toMatchObject({ totalDomains: 1, teamMembers: 1, pendingRequests: null });
    expect((await request(down).get('/api/admin/activity').set(admin())).body).toEqual({ activity: [], available: false });
  });
});
