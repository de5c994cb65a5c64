import request from 'supertest';
import { startService, type RunningService } from '@agency/server-kit';
import { startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { as, listen, placeAssignedRequest } from './threads-helpers';

describe('live thread events (Server-Sent Events)', () => {
  let env: RequestsTestEnv;
  let running: RunningService;
  let replica: RunningService;
  let base: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_events');
    running = await startService(env.app, 0, { handleSignals: false });
    // A second replica on the same database: a message posted there must reach listeners here.
    replica = await startService(env.appWithAdminAt(env.admin.url), 0, { handleSignals: false });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await replica.server.close();
    await env.stop();
  });

  test('when the customer writes, then the admin and the assigned member hear it within 2 s, strangers do not', async () => {
    const id = await placeAssignedRequest(env);
    const listeners = await Promise.all([as.admin, as.member, as.bob, as.otherMember].map((who) => listen(base, who)));
    expect(listeners[0]!.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const started = Date.now();
    await request(base).post(`/api/user/requests/${id}/thread`).set(as.alice).send({ body: 'live one' });
    expect(await listeners[0]!.waitFor(() => listeners[0]!.messages().includes('live one'))).toBe(true);
    expect(await listeners[1]!.waitFor(() => listeners[1]!.messages().includes('live one'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(listeners[2]!.messages()).toEqual([]);
    expect(listeners[3]!.messages()).toEqual([]);
    listeners.forEach((l) => l.close());
  });

  test('when a message is posted on another replica, then a listener here hears it once within 2 s', async () => {
    const id = await placeAssignedRequest(env);
    const customer = await listen(base, as.alice);
    await request(`http://127.0.0.1:${replica.port}`).post(`/api/user/requests/${id}/thread`).set(as.admin).send({ body: 'from replica' });
    expect(await customer.waitFor(() => customer.messages().includes('from replica'))).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(customer.messages().filter((m) => m === 'from replica')).toHaveLength(1);
    customer.close();
  });

  test('when there is no token, then 401 and no stream', async () => {
    const res = await fetch(`${base}/api/user/threads/events`);
    expect(res.status).toBe(401);
  });

  test('when the service shuts down, then open streams end at once so it can stop (the page reconnects)', async () => {
    const stream = await listen(base, as.admin);
    const started = Date.now();
    await running.stop();
    expect(await stream.waitFor(() => stream.ended(), 3000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
