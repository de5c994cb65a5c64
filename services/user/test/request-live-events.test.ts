import request from 'supertest';
import { startService, type EmbeddedMessageRelay, type RunningService } from '@agency/server-kit';
import { asRole, internal, WEB, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { as, listen, MEMBER } from './threads-helpers';

type Listener = Awaited<ReturnType<typeof listen>>;

const changesOf = (listener: Listener, type: string, requestId: string) =>
  listener.events().filter((e) => e.event === type && (e.data as { request_id: string }).request_id === requestId);

describe('live request changes (Server-Sent Events)', () => {
  let env: RequestsTestEnv;
  let running: RunningService;
  let replica: RunningService;
  let base: string;
  let replicaBase: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_request_live_events');
    // The env's own app is not served here; its relay (slow back-off) would hold a task the member service refused.
    await (env.app.locals.requestMessages as EmbeddedMessageRelay).stop();
    // Two replicas on one database; their relays try a task again soon when the member service was down.
    const replicaApp = () => env.appWithAdminAt(env.admin.url, 3000, { requestMessages: { pollMs: 200, maxBackoffMs: 300 } });
    running = await startService(replicaApp(), 0, { handleSignals: false });
    replica = await startService(replicaApp(), 0, { handleSignals: false });
    base = `http://127.0.0.1:${running.port}`;
    replicaBase = `http://127.0.0.1:${replica.port}`;
  });
  afterAll(async () => {
    await replica.stop();
    await running.stop();
    await env.stop();
  });

  async function placeRequest(): Promise<string> {
    const created = await request(base)
      .post('/api/user/requests')
      .set(as.alice)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'Live shop' });
    return created.body.req_id as string;
  }

  test('when the admin approves and then assigns on another replica, then the customer hears the status and the member the task within 5 s, strangers nothing', async () => {
    const id = await placeRequest();
    const [customer, member, bob, otherMember] = await Promise.all([
      listen(base, as.alice),
      listen(base, as.member),
      listen(base, as.bob),
      listen(base, as.otherMember),
    ]);

    const approvedAt = Date.now();
    expect(
      (await request(replicaBase).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' })).status,
    ).toBe(200);
    expect(await customer.waitFor(() => changesOf(customer, 'request.changed', id).length > 0, 5000)).toBe(true);
    expect(Date.now() - approvedAt).toBeLessThan(5000);
    expect(changesOf(customer, 'request.changed', id).map((e) => e.data)).toEqual([{ request_id: id, status: 'approved' }]);

    const assignedAt = Date.now();
    const assigned = await request(replicaBase)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: MEMBER, name: 'Mia Member' }] });
    expect(assigned.status).toBe(201);
    expect(await member.waitFor(() => changesOf(member, 'tasks.changed', id).length > 0, 5000)).toBe(true);
    expect(Date.now() - assignedAt).toBeLessThan(5000);
    // Told once the task exists, so the member's page finds it when it reads again.
    expect(env.member.tasks.has(`${MEMBER}:${id}`)).toBe(true);
    expect(await customer.waitFor(() => changesOf(customer, 'request.changed', id).length > 1, 5000)).toBe(true);

    await new Promise((r) => setTimeout(r, 1500));
    expect(changesOf(member, 'tasks.changed', id)).toHaveLength(1);
    expect(changesOf(customer, 'tasks.changed', id)).toEqual([]);
    expect(changesOf(bob, 'request.changed', id)).toEqual([]);
    expect(changesOf(otherMember, 'request.changed', id)).toEqual([]);
    expect(changesOf(otherMember, 'tasks.changed', id)).toEqual([]);
    [customer, member, bob, otherMember].forEach((l) => l.close());
  });

  test('when the member service was down at the assign, then the member hears of the task once the relay has made it', async () => {
    const id = await placeRequest();
    await request(base).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' });
    const member = await listen(base, as.member);
    env.member.down = true;
    try {
      const assigned = await request(replicaBase)
        .post(`/internal/requests/${id}/assign`)
        .set(internal)
        .send({ assignees: [{ id: MEMBER, name: 'Mia Member' }] });
      expect(assigned.status).toBe(503);
      // Down for longer than the look-back of the change poll: only the delivery's own write shows it then.
      await new Promise((r) => setTimeout(r, 4000));
      expect(changesOf(member, 'tasks.changed', id)).toEqual([]);
    } finally {
      env.member.down = false;
    }
    // The relay tries again after its back-off and makes the task.
    expect(await member.waitFor(() => changesOf(member, 'tasks.changed', id).length > 0, 5000)).toBe(true);
    expect(env.member.tasks.has(`${MEMBER}:${id}`)).toBe(true);
    member.close();
  }, 20_000);
});
