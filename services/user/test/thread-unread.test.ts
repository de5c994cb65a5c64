import request from 'supertest';
import { startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { as, placeAssignedRequest } from './threads-helpers';

describe('unread thread counts', () => {
  let env: RequestsTestEnv;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_unread');
  });
  afterAll(() => env.stop());

  const unread = async (who: Record<string, string>) => (await request(env.app).get('/api/user/threads/unread').set(who)).body;
  const write = (id: string, who: Record<string, string>, body: string) =>
    request(env.app).post(`/api/user/requests/${id}/thread`).set(who).send({ body });

  test('when the customer writes twice, then admins and the assigned member see 2 unread on that request, the customer none', async () => {
    const id = await placeAssignedRequest(env);
    await write(id, as.alice, 'one');
    await write(id, as.alice, 'two');
    for (const who of [as.admin, as.member]) expect(await unread(who)).toEqual({ total: 2, requests: [{ request_id: id, unread: 2 }] });
    expect(await unread(as.alice)).toEqual({ total: 0, requests: [] });
    expect(await unread(as.otherMember)).toEqual({ total: 0, requests: [] });
    expect(await unread(as.bob)).toEqual({ total: 0, requests: [] });

    const opened = await request(env.app).post(`/api/user/requests/${id}/thread/read`).set(as.admin);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ total: 0, requests: [] });
    // One admin's reading does not read it for the member.
    expect((await unread(as.member)).total).toBe(2);

    await write(id, as.admin, 'reply');
    expect(await unread(as.alice)).toEqual({ total: 1, requests: [{ request_id: id, unread: 1 }] });
    expect((await unread(as.member)).total).toBe(3);
    expect((await unread(as.admin)).total).toBe(0);
  });

  test('when a stranger marks a thread read, then 404', async () => {
    const id = await placeAssignedRequest(env);
    expect((await request(env.app).post(`/api/user/requests/${id}/thread/read`).set(as.bob)).status).toBe(404);
    expect((await request(env.app).post(`/api/user/requests/${id}/thread/read`).set(as.otherMember)).status).toBe(404);
  });

  test('when a thread is opened in two tabs at once, then it is read once and stays read', async () => {
    const id = await placeAssignedRequest(env);
    await write(id, as.alice, 'hello');
    const opens = await Promise.all([1, 2, 3].map(() => request(env.app).post(`/api/user/requests/${id}/thread/read`).set(as.member)));
    expect(opens.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await unread(as.member)).requests.find((r: { request_id: string }) => r.request_id === id)).toBeUndefined();
  });
});
