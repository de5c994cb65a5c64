import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { asRole, asUser, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const CAROL = '64b0000000000000000000c1';
const DAN = { id: '64b0000000000000000000d1', name: 'Dan' };
const EVE = { id: '64b0000000000000000000d2', name: 'Eve' };
const FAY = { id: '64b0000000000000000000d3', name: 'Fay' };

describe('service requests (internal API for the admin and member services)', () => {
  let env: RequestsTestEnv;
  const submit = async (description: string) =>
    (
      await request(env.app)
        .post('/api/user/requests')
        .set(asUser(CAROL, 'Carol C', 'carol@example.com'))
        .send({ service: 'Brand Identity Design', domain_id: WEB.domain_id, description })
        .expect(201)
    ).body as { req_id: string };

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_internal');
  });
  afterAll(() => env.stop());

  test('when the internal token is missing or wrong, then every internal route answers 401', async () => {
    const { req_id } = await submit('guarded');
    const calls = [
      () => request(env.app).get('/internal/requests/counts'),
      () => request(env.app).get('/internal/requests/latest'),
      () => request(env.app).get(`/internal/requests/${req_id}`),
      () => request(env.app).get(`/internal/requests/by-id?ids=${req_id}`),
      () =>
        request(env.app)
          .post(`/internal/requests/${req_id}/assign`)
          .send({ assignees: [DAN] }),
      () => request(env.app).post(`/internal/requests/${req_id}/progress`).send({ memberId: DAN.id, taskStatus: 'In progress' }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('x-internal-token', 'wrong-token-wrong-token')).status).toBe(401);
    }
    // A user's bearer token is not an internal token either.
    expect((await request(env.app).get('/internal/requests/counts').set(asUser(CAROL))).status).toBe(401);
  });

  test('when the admin routes are called without a token, or by a customer or a member, then 401 or 403', async () => {
    const { req_id } = await submit('admin only');
    const calls = [
      () => request(env.app).get('/api/admin/requests'),
      () => request(env.app).get('/api/admin/services'),
      () => request(env.app).post(`/api/admin/requests/${req_id}/respond`).send({ status: 'approved' }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(internal)).status).toBe(401);
      expect((await call().set(asUser(CAROL))).status).toBe(403);
      expect((await call().set(asRole('member'))).status).toBe(403);
    }
  });

  test('when the admin lists pending requests, then PENDING ones come back with requester and domain snapshots', async () => {
    const { req_id } = await submit('pending one');
    const res = await request(env.app).get('/api/admin/requests?status=PENDING').set(asRole('admin'));
    expect(res.status).toBe(200);
    const found = res.body.requests.find((r: { req_id: string }) => r.req_id === req_id);
    expect(found).toMatchObject({ status: 'PENDING', user: { name: 'Carol C', email: 'carol@example.com' }, domain: { name: 'Web Apps' } });
  });

  test('when limit=100000 is asked for, then at most 100 come back; a bad status is 400', async () => {
    await Promise.all(Array.from({ length: 105 }, (_, i) => submit(`bulk ${i}`)));
    const res = await request(env.app).get('/api/admin/requests?limit=100000').set(asRole('admin'));
    expect(res.status).toBe(200);
    expect(res.body.requests).toHaveLength(100);
    expect((await request(env.app).get('/api/admin/requests?limit=3').set(asRole('admin'))).body.requests).toHaveLength(3);
    expect((await request(env.app).get('/api/admin/requests?status=bogus').set(asRole('admin'))).status).toBe(400);
  });

  test('when two admins answer the same request at once, then exactly one wins and the other gets 409', async () => {
    const { req_id } = await submit('race');
    const [a, b] = await Promise.all([
      request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'approved' }),
      request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'rejected' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.code).toBe('REQUEST_ALREADY_PROCESSED');
    expect(winner.body.timeline.map((t: { status: string }) => t.status)).toEqual(['PENDING', winner.body.status]);
    const history = (await request(env.app).get('/api/user/requests/previous').set(asUser(CAROL))).body.requests;
    expect(history.find((r: { req_id: string }) => r.req_id === req_id).status).toBe(winner.body.status);
  });

  test('when an unknown or malformed id is answered, then 404 or 400; a bad status is 400', async () => {
    const unknown = await request(env.app)
      .post('/api/admin/requests/64e0000000000000000000ee/respond')
      .set(asRole('admin'))
      .send({ status: 'approved' });
    expect(unknown.status).toBe(404);
    expect(
      (await request(env.app).post('/api/admin/requests/nope/respond').set(asRole('admin')).send({ status: 'approved' })).body.code,
    ).toBe('INVALID_ID');
    const { req_id } = await submit('bad status');
    expect(
      (await request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'completed' })).status,
    ).toBe(400);
  });

  test('when work is reported on an approved request, then the timeline reads PENDING → approved → in_progress → completed', async () => {
    const { req_id } = await submit('progress');
    const progress = (taskStatus: string) =>
      request(env.app).post(`/internal/requests/${req_id}/progress`).set(internal).send({ memberId: DAN.id, taskStatus });
    const early = await progress('In progress');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('REQUEST_NOT_APPROVED');
    await request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
    await request(env.app)
      .post(`/internal/requests/${req_id}/assign`)
      .set(internal)
      .send({ assignees: [DAN] })
      .expect(201);
    await progress('In progress').expect(200);
    // A retried report changes nothing.
    await progress('In progress').expect(200);
    const done = await progress('Completed');
    expect(done.status).toBe(200);
    expect(done.body.timeline.map((t: { status: string }) => t.status)).toEqual(['PENDING', 'approved', 'in_progress', 'completed']);
  });

  test('when one of two assignees completes their task, then the request stays in progress until the other does too', async () => {
    const { req_id } = await submit('two hands');
    const progress = (memberId: string, taskStatus: string) =>
      request(env.app).post(`/internal/requests/${req_id}/progress`).set(internal).send({ memberId, taskStatus });
    await request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
    await request(env.app)
      .post(`/internal/requests/${req_id}/assign`)
      .set(internal)
      .send({ assignees: [DAN, EVE] })
      .expect(201);
    expect((await progress(DAN.id, 'Completed').expect(200)).body.status).toBe('in_progress');
    // A start delivered after the completion is old news: the copy stays completed.
    expect((await progress(DAN.id, 'In progress').expect(200)).body.status).toBe('in_progress');
    expect((await progress(EVE.id, 'Completed').expect(200)).body.status).toBe('completed');
    const late = await request(env.app)
      .post(`/internal/requests/${req_id}/assign`)
      .set(internal)
      .send({ assignees: [FAY] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'This request is already completed and cannot be assigned', code: 'REQUEST_COMPLETED' });
  });

  test('when the admin dashboard asks for the counts and the latest, then counts per status add up and the 4 newest come back', async () => {
    const newest = await submit('the newest');
    const counts = await request(env.app).get('/internal/requests/counts').set(internal);
    expect(counts.status).toBe(200);
    const { total, pending, approved, rejected, in_progress, completed } = counts.body;
    expect(total).toBe(pending + approved + rejected + in_progress + completed);
    expect(completed).toBe(2);
    expect(approved + rejected).toBe(1);
    // Every request this suite submitted: guarded, admin only, pending, 105 bulk, race, bad status, progress, two hands, newest.
    expect(total).toBe(113);
    const latest = await request(env.app).get('/internal/requests/latest').set(internal);
    expect(latest.status).toBe(200);
    expect(latest.body.requests).toHaveLength(4);
    expect(latest.body.requests[0].req_id).toBe(newest.req_id);
  });

  test('when the admin reads one request by id, then it comes back whoever owns it; an unknown id is 404, a bad one 400', async () => {
    const { req_id } = await submit('read by id');
    const res = await request(env.app).get(`/internal/requests/${req_id}`).set(internal);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ req_id, description: 'read by id', status: 'PENDING', user: { name: 'Carol C' } });
    expect((await request(env.app).get('/internal/requests/64b0000000000000000000ff').set(internal)).status).toBe(404);
    expect((await request(env.app).get('/internal/requests/nope').set(internal)).status).toBe(400);
  });
  test('when a request is assigned, then the member service makes the task titled after the request, and a repeat answers the same task', async () => {
    const { req_id } = await submit('a logo');
    await request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);

    const first = await request(env.app)
      .post(`/internal/requests/${req_id}/assign`)
      .set(internal)
      .send({ assignees: [EVE] });
    const again = await request(env.app)
      .post(`/internal/requests/${req_id}/assign`)
      .set(internal)
      .send({ assignees: [EVE] });

    expect(first.status).toBe(201);
    expect(first.body.tasks).toMatchObject([
      { title: 'Brand Identity Design (Web Apps) for Carol C', description: 'a logo', requestId: req_id },
    ]);
    expect(again.body.tasks).toEqual(first.body.tasks);
    expect((await request(env.app).get(`/internal/requests/${req_id}`).set(internal)).body.assignees).toEqual([EVE]);
  });

  test('when the member service is down during an assign, then 503, the request lists the member, and the task follows once it is back', async () => {
    const { req_id } = await submit('while down');
    await request(env.app).post(`/api/admin/requests/${req_id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
    env.member.down = true;
    try {
      const res = await request(env.app)
        .post(`/internal/requests/${req_id}/assign`)
        .set(internal)
        .send({ assignees: [FAY] });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('DEPENDENCY_UNAVAILABLE');
    } finally {
      env.member.down = false;
    }
    expect((await request(env.app).get(`/internal/requests/${req_id}`).set(internal)).body.assignees).toEqual([FAY]);
    expect(await eventually(async () => env.member.tasks.has(`${FAY.id}:${req_id}`), true)).toBe(true);
  });

  test('when the admin asks for several requests by id, then one call answers those that exist, in the order asked, with their assignees', async () => {
    const [first, second] = [await submit('first of two'), await submit('second of two')];
    await request(env.app)
      .post(`/api/admin/requests/${second.req_id}/respond`)
      .set(asRole('admin'))
      .send({ status: 'approved' })
      .expect(200);
    await request(env.app)
      .post(`/internal/requests/${second.req_id}/assign`)
      .set(internal)
      .send({ assignees: [DAN] })
      .expect(201);
    const unknown = '64c0000000000000000000ff';

    const res = await request(env.app).get(`/internal/requests/by-id?ids=${second.req_id},${unknown},${first.req_id}`).set(internal);

    expect(res.status).toBe(200);
    expect(res.body.requests.map((r: { req_id: string }) => r.req_id)).toEqual([second.req_id, first.req_id]);
    expect(res.body.requests[0].assignees).toEqual([DAN]);
    expect((await request(env.app).get('/internal/requests/by-id?ids=nope').set(internal)).body.code).toBe('VALIDATION_FAILED');
  });
});
