import request from 'supertest';
import { eventually, startPausableProxy, type PausableProxy } from '@agency/server-kit/testing';
import { INTERNAL, startStack, type Stack } from './start-stack';

// A cross-service effect shows within 2 s normally; 10 s leaves room for a loaded machine and a retry after a frozen service.
const SETTLE_MS = 10_000;
jest.setTimeout(120_000);

// issue 26 points 2-5 as the admin and the people involved see them, over the real four services.
describe('cross-service steps: removal, slow auth, one owner per fact, no lost edits', () => {
  let s: Stack;
  let domainId: string;
  let frozenAuth: PausableProxy;
  const admin = () => s.bearer('admin');
  const customer = () => s.bearer('user', '64b0000000000000000000c1');
  const PASSWORD = 'Start-password-1';

  const addMember = (name: string, email: string, app = s.app) =>
    request(app)
      .post('/api/admin/members')
      .set(admin())
      .send({ name, email, password: PASSWORD, domain_ids: [domainId] });
  const listMembers = async () =>
    (await request(s.app).get('/api/admin/members').set(admin()).expect(200)).body.members as Array<Record<string, unknown>>;
  const login = (email: string, password = PASSWORD) =>
    request(s.urls.authUrl).post('/api/auth/login').send({ email, password, role: 'member' });
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
  const assign = (reqId: string, memberIds: string[]) =>
    request(s.app).post(`/api/admin/requests/${reqId}/assign`).set(admin()).send({ memberIds });
  const unstaffed = async () =>
    ((await request(s.app).get('/api/admin/requests/unstaffed').set(admin()).expect(200)).body.requests as Array<{ req_id: string }>).map(
      (r) => r.req_id,
    );
  const statusOf = async (reqId: string) =>
    (await request(s.urls.userUrl).get(`/api/user/requests/${reqId}`).set(customer())).body.status as string;
  const patchTask = (accountId: string, taskId: string, status: string) =>
    request(s.urls.memberUrl).patch(`/api/member/tasks/${taskId}`).set(s.bearer('member', accountId)).send({ status });

  beforeAll(async () => {
    s = await startStack();
    domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
    frozenAuth = await startPausableProxy(s.urls.authUrl);
  });
  afterEach(async () => {
    frozenAuth.resume();
    await s.retireReplicas();
  });
  afterAll(async () => {
    await frozenAuth.stop();
    await s.stop();
  });

  describe('point 2: removing a member never strands work', () => {
    test('when a member with an open task is deleted, then their writes are refused at once, the request shows it lost its worker, and it can be assigned again and completed', async () => {
      const reqId = await approvedRequest();
      const rohan = (await addMember('Rohan', 'rohan@agency.local').expect(201)).body;
      const priya = (await addMember('Priya', 'priya@agency.local').expect(201)).body;
      const [task] = (await assign(reqId, [rohan.member_id]).expect(201)).body.tasks;
      await patchTask(rohan.accountId, task.task_id, 'In progress').expect(200);
      expect(await unstaffed()).not.toContain(reqId);

      await request(s.app).delete(`/api/admin/members/${rohan.member_id}`).set(admin()).expect(200);

      // His old token still verifies, but the member service refuses the write by the task's state.
      const late = await patchTask(rohan.accountId, task.task_id, 'Completed');
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('TASK_WITHDRAWN');
      expect(await unstaffed()).toContain(reqId);
      expect(await statusOf(reqId)).toBe('in_progress');

      const [next] = (await assign(reqId, [priya.member_id]).expect(201)).body.tasks;
      expect(await unstaffed()).not.toContain(reqId);
      await patchTask(priya.accountId, next.task_id, 'Completed').expect(200);
      expect(await eventually(() => statusOf(reqId), 'completed', SETTLE_MS)).toBe('completed');
    });

    test('when a member is deleted, then the threads of the requests they were on are closed to them (404, not counted unread), not to the customer', async () => {
      const reqId = await approvedRequest();
      const tara = (await addMember('Tara', 'tara@agency.local').expect(201)).body;
      await assign(reqId, [tara.member_id]).expect(201);
      const thread = `/api/user/requests/${reqId}/thread`;
      await request(s.urls.userUrl).post(thread).set(customer()).send({ body: 'For Tara' }).expect(201);
      const asTara = () => s.bearer('member', tara.accountId);
      await request(s.urls.userUrl).get(thread).set(asTara()).expect(200);

      await request(s.app).delete(`/api/admin/members/${tara.member_id}`).set(admin()).expect(200);

      // Her token still verifies until it expires; the thread follows the assignment, not the token.
      const seen = async () => (await request(s.urls.userUrl).get(thread).set(asTara())).status;
      expect(await eventually(seen, 404, SETTLE_MS)).toBe(404);
      expect((await request(s.urls.userUrl).get('/api/user/threads/unread').set(asTara())).body).toEqual({ total: 0, requests: [] });
      await request(s.urls.userUrl).get(thread).set(customer()).expect(200);
    });

    test('when assigning and deleting the same member race (10 times), then no open task is left for a removed member and the request does not list them', async () => {
      for (let round = 0; round < 10; round++) {
        const reqId = await approvedRequest();
        const member = (await addMember(`Racer ${round}`, `racer${round}@agency.local`).expect(201)).body;
        const [assigned, deleted] = await Promise.all([
          assign(reqId, [member.member_id]),
          request(s.app).delete(`/api/admin/members/${member.member_id}`).set(admin()),
        ]);
        expect(deleted.status).toBe(200);
        expect([201, 404, 409]).toContain(assigned.status);
        const current = await request(s.urls.memberUrl).get('/api/member/tasks/current').set(s.bearer('member', member.accountId));
        expect(current.body.task).toBeNull();
        // Whichever way the race went, the request (its owner, the user service) does not keep the removed member.
        const listsThem = async () =>
          (
            (await request(s.urls.userUrl).get(`/internal/requests/${reqId}`).set('x-internal-token', INTERNAL)).body.assignees as Array<{
              id: string;
            }>
          ).some((a) => a.id === member.accountId);
        expect(await eventually(listsThem, false, SETTLE_MS)).toBe(false);
      }
    });
  });

  describe('point 3: a step across services is finished or undone, never half-done', () => {
    test('when the member service fails during an assign, then 503, and the request the owner listed them on gets its task once it answers', async () => {
      const reqId = await approvedRequest();
      const mala = (await addMember('Mala', 'mala@agency.local').expect(201)).body;
      // The member service answers every call with 503 (down behind its load balancer). The request lists
      // her (the owner recorded the assign with her task's message) and its relay brings her the task.
      const current = async () =>
        ((await request(s.memberGate.target).get('/api/member/tasks/current').set(s.bearer('member', mala.accountId))).body.task
          ?.requestId ?? null) as string | null;
      s.memberGate.closed = true;
      try {
        const res = await assign(reqId, [mala.member_id]);
        expect(res.status).toBe(503);
      } finally {
        s.memberGate.closed = false;
      }
      expect(await eventually(current, reqId, SETTLE_MS)).toBe(reqId);
    });

    test('when auth is frozen while a member is added, then 503, and once auth answers there is no login without a profile and the e-mail can be added again', async () => {
      frozenAuth.pause();
      const slow = await addMember('Slow Sam', 'sam@agency.local', s.adminApp({ authUrl: frozenAuth.url }));
      expect(slow.status).toBe(503);
      frozenAuth.resume(); // the held create reaches auth now, late

      expect(await eventually(async () => (await login('sam@agency.local')).status, 401, SETTLE_MS)).toBe(401);
      expect((await listMembers()).some((m) => m.email === 'sam@agency.local')).toBe(false);
      const again = await eventually(async () => (await addMember('Slow Sam', 'sam@agency.local')).status, 201, SETTLE_MS);
      expect(again).toBe(201);
      expect((await login('sam@agency.local')).status).toBe(200);
    });

    test('when auth is frozen while a member is deleted, then the member is gone at once and the login follows once auth answers', async () => {
      const gone = (await addMember('Gone Gita', 'gita@agency.local').expect(201)).body;
      frozenAuth.pause();
      const res = await request(s.adminApp({ authUrl: frozenAuth.url }))
        .delete(`/api/admin/members/${gone.member_id}`)
        .set(admin());
      expect(res.status).toBe(200);
      expect((await listMembers()).some((m) => m.member_id === gone.member_id)).toBe(false);
      frozenAuth.resume();
      expect(await eventually(async () => (await login('gita@agency.local')).status, 401, SETTLE_MS)).toBe(401);
    });
  });

  describe('point 4: auth owns names and e-mails, the admin copy follows', () => {
    async function signedIn(email: string) {
      const first = await login(email);
      const changed = await request(s.urls.authUrl)
        .post('/api/auth/change-password')
        .set({ authorization: `Bearer ${first.body.token}` })
        .send({ newPassword: 'Second-password-2' })
        .expect(200);
      return { authorization: `Bearer ${changed.body.token}` };
    }

    test('when a member renames themself, then Team Management and the public profile show the new name and e-mail within seconds', async () => {
      const meera = (await addMember('Meera', 'meera@agency.local').expect(201)).body;
      const auth = await signedIn('meera@agency.local');
      await request(s.urls.authUrl)
        .put('/api/auth/me')
        .set(auth)
        .send({ name: 'Meera Iyer', email: 'meera.iyer@agency.local', currentPassword: 'Second-password-2' })
        .expect(200);
      // The new e-mail applies when the link mailed to it is opened (its own write, its own event).
      const mailed = async () => s.sent.some((m) => m.to === 'meera.iyer@agency.local');
      expect(await eventually(mailed, true, SETTLE_MS)).toBe(true);
      const link = s.sent.find((m) => m.to === 'meera.iyer@agency.local')!.text;
      const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(link)![1]!);
      await request(s.urls.authUrl).post('/api/auth/confirm-email').send({ token }).expect(200);

      const listed = async () => (await listMembers()).find((m) => m.member_id === meera.member_id);
      expect(await eventually(async () => (await listed())?.name, 'Meera Iyer', SETTLE_MS)).toBe('Meera Iyer');
      // The name follows the rename's event, the e-mail the later confirmation's.
      expect(await eventually(async () => (await listed())?.email, 'meera.iyer@agency.local', SETTLE_MS)).toBe('meera.iyer@agency.local');
      expect((await request(s.app).get(`/api/admin/members/${meera.member_id}`)).body.name).toBe('Meera Iyer');
    });

    test("when the admin renames a member, then the member's login has the new name and e-mail", async () => {
      const om = (await addMember('Om', 'om@agency.local').expect(201)).body;
      const res = await request(s.app)
        .patch(`/api/admin/members/${om.member_id}`)
        .set(admin())
        .send({ name: 'Om Prakash', email: 'om.prakash@agency.local' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Om Prakash', email: 'om.prakash@agency.local' });
      const signedInAgain = await login('om.prakash@agency.local');
      expect(signedInAgain.status).toBe(200);
      expect(signedInAgain.body.user.name).toBe('Om Prakash');
      expect((await login('om@agency.local')).status).toBe(401);
    });

    test('when the admin gives a member an e-mail another account has, then 409 EMAIL_TAKEN and nothing changes', async () => {
      const ira = (await addMember('Ira', 'ira@agency.local').expect(201)).body;
      const res = await request(s.app).patch(`/api/admin/members/${ira.member_id}`).set(admin()).send({ email: 'om.prakash@agency.local' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('EMAIL_TAKEN');
      expect((await listMembers()).find((m) => m.member_id === ira.member_id)?.email).toBe('ira@agency.local');
    });
  });

  describe('point 5: no lost edits', () => {
    test('when two admins save different fields of one member (changed fields only), then both changes are kept', async () => {
      const priya = (await listMembers()).find((m) => m.name === 'Priya')!;
      await Promise.all([
        request(s.app).patch(`/api/admin/members/${priya.member_id}`).set(admin()).send({ about: 'Leads the web team.' }).expect(200),
        request(s.app).patch(`/api/admin/members/${priya.member_id}`).set(admin()).send({ languages: 'English, Hindi' }).expect(200),
      ]);
      const profile = (await request(s.app).get(`/api/admin/members/${priya.member_id}`)).body;
      expect(profile).toMatchObject({ about: 'Leads the web team.', languages: ['English', 'Hindi'] });
    });

    test('when two admins save on the same version at once (10 times), then one wins and the other gets 409 STALE_VERSION', async () => {
      const priya = (await listMembers()).find((m) => m.name === 'Priya')!;
      for (let round = 0; round < 10; round++) {
        const { version } = (await listMembers()).find((m) => m.member_id === priya.member_id)!;
        const save = (body: object) =>
          request(s.app).patch(`/api/admin/members/${priya.member_id}`).set(admin()).set('if-match', `"${version}"`).send(body);
        const answers = await Promise.all([save({ description: `round ${round}` }), save({ empId: `P-${round}` })]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const refused = answers.find((a) => a.status === 409)!;
        expect(refused.body).toEqual({
          code: 'STALE_VERSION',
          error: 'Someone else saved changes here since you opened it. Reload to see them, then make your change again.',
        });
      }
    });

    test("when the admin's Settings is saved in two tabs opened on one version, then the second save is refused", async () => {
      const signup = await request(s.urls.authUrl)
        .post('/api/auth/signup')
        .send({ name: 'Boss', email: 'boss@agency.local', password: PASSWORD });
      await s.authDb.collection('accounts').updateOne({ email: 'boss@agency.local' }, { $set: { role: 'admin' } });
      const token = (
        await request(s.urls.authUrl).post('/api/auth/login').send({ email: 'boss@agency.local', password: PASSWORD, role: 'admin' })
      ).body.token as string;
      expect(signup.status).toBe(201);
      const bearer = { authorization: `Bearer ${token}` };
      const opened = (await request(s.app).get('/api/admin/profile').set(bearer).expect(200)).body;
      const first = await request(s.app)
        .put('/api/admin/profile')
        .set(bearer)
        .set('if-match', `"${opened.version}"`)
        .send({ name: 'Big Boss' });
      expect(first.status).toBe(200);
      const second = await request(s.app)
        .put('/api/admin/profile')
        .set({ authorization: `Bearer ${first.body.token}` })
        .set('if-match', `"${opened.version}"`)
        .send({ email: 'owner@agency.local', currentPassword: PASSWORD });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('STALE_VERSION');
      expect(
        (
          await request(s.app)
            .get('/api/admin/profile')
            .set({ authorization: `Bearer ${first.body.token}` })
        ).body,
      ).toMatchObject({
        name: 'Big Boss',
        email: 'boss@agency.local',
      });
    });
  });
});
