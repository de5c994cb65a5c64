import request from 'supertest';
import { startService, type RunningService } from '@agency/server-kit';
import { signTestToken } from '@agency/server-kit/testing';
import { internal, keys, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { as, listen, MEMBER, PDF, placeAssignedRequest } from './threads-helpers';

describe('a member removed by the admin service loses the threads of their requests', () => {
  let env: RequestsTestEnv;
  let running: RunningService;
  let base: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_unassign');
    running = await startService(env.app, 0, { handleSignals: false });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await running.stop();
    await env.stop();
  });

  // Each test its own member: a removed member stays removed.
  let next = 0;
  async function requestWithNewMember() {
    const id = await placeAssignedRequest(env);
    const memberId = `64b0000000000000000001${String(++next).padStart(2, '0')}`;
    const assigned = await request(env.app)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: memberId, name: `Member ${next}` }] });
    expect(assigned.status).toBe(201);
    const token = signTestToken(keys, {
      role: 'member',
      sub: memberId,
      name: `Member ${next}`,
      email: `m${next}@example.com`,
      firstLogin: false,
    });
    return { id, memberId, asMember: { authorization: `Bearer ${token}` } };
  }

  const unassign = (memberId: string, eventId = `member.removed-${memberId}-${Math.random()}`) =>
    request(env.app).post(`/internal/members/${memberId}/unassign`).set(internal).set('x-event-id', eventId);

  test('when the member is unassigned, then 404 on the thread, its files and new posts, no unread count and no live events', async () => {
    const id = await placeAssignedRequest(env);
    const posted = await request(env.app)
      .post(`/api/user/requests/${id}/thread`)
      .set(as.alice)
      .field('body', 'brief')
      .attach('files', PDF, 'brief.pdf');
    const fileId = posted.body.files[0].file_id as string;
    const thread = `/api/user/requests/${id}/thread`;
    expect((await request(env.app).get(thread).set(as.member)).status).toBe(200);
    expect((await request(env.app).get(`${thread}/files/${fileId}`).set(as.member)).status).toBe(200);
    expect((await request(env.app).get('/api/user/threads/unread').set(as.member)).body.total).toBe(1);
    const memberStream = await listen(base, as.member);
    const customerStream = await listen(base, as.alice);

    const res = await unassign(MEMBER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unassigned: 1 });

    for (const path of [thread, `${thread}/files/${fileId}`]) {
      const denied = await request(env.app).get(path).set(as.member);
      expect(denied.status).toBe(404);
      expect(denied.body.code).toBe('NOT_FOUND');
    }
    expect((await request(env.app).post(thread).set(as.member).send({ body: 'still here?' })).status).toBe(404);
    expect((await request(env.app).post(`${thread}/read`).set(as.member)).status).toBe(404);
    expect((await request(env.app).get('/api/user/threads/unread').set(as.member)).body).toEqual({ total: 0, requests: [] });

    await request(env.app).post(thread).set(as.admin).send({ body: 'after the removal' });
    expect(await customerStream.waitFor(() => customerStream.messages().includes('after the removal'))).toBe(true);
    await new Promise((r) => setTimeout(r, 1200)); // past the cross-replica poll too
    expect(memberStream.messages()).toEqual([]);
    // The customer and admins keep the thread; the request no longer lists the member.
    expect((await request(env.app).get(thread).set(as.alice)).status).toBe(200);
    expect((await request(env.app).get(`/internal/requests/${id}`).set(internal)).body.assignees).toEqual([]);
    memberStream.close();
    customerStream.close();
  });

  test('when the same removal arrives again (a relay retry), then it answers the same and changes nothing', async () => {
    const { memberId } = await requestWithNewMember();
    const first = await unassign(memberId, 'member.removed-retry');
    expect(first.body).toEqual({ unassigned: 1 });
    const again = await unassign(memberId, 'member.removed-retry');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ unassigned: 1 });
    expect(again.headers['event-replayed']).toBe('true');
    expect((await unassign(memberId)).body).toEqual({ unassigned: 0 });
  });

  test('when an assign of the member arrives after their removal (a race between two admins), then the member service refuses their task, this service takes them off again and the thread stays closed to them', async () => {
    const { id, memberId, asMember } = await requestWithNewMember();
    await unassign(memberId);
    env.member.removed.add(memberId);
    const late = await request(env.app)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: memberId, name: 'Late' }] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MEMBER_REMOVED');
    const { assignees } = (await request(env.app).get(`/internal/requests/${id}`).set(internal)).body;
    expect(assignees.map((a: { id: string }) => a.id)).not.toContain(memberId);
    expect((await request(env.app).get(`/api/user/requests/${id}/thread`).set(asMember)).status).toBe(404);
  });

  test('when the caller has no or a wrong internal token, then 401 and nobody is unassigned', async () => {
    const { id, memberId, asMember } = await requestWithNewMember();
    for (const headers of [{}, { 'x-internal-token': 'wrong' }]) {
      const res = await request(env.app).post(`/internal/members/${memberId}/unassign`).set(headers);
      expect(res.status).toBe(401);
    }
    // An admin's token is not an internal token either.
    expect((await request(env.app).post(`/internal/members/${memberId}/unassign`).set(as.admin)).status).toBe(401);
    expect((await request(env.app).get(`/api/user/requests/${id}/thread`).set(asMember)).status).toBe(200);
  });

  test('when the member id is malformed, then 400 INVALID_ID', async () => {
    const res = await request(env.app).post('/internal/members/not-an-id/unassign').set(internal);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_ID');
  });
});
