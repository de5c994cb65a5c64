import request from 'supertest';
import { startService, type RunningService } from '@agency/server-kit';
import { signTestToken } from '@agency/server-kit/testing';
import { createStreamLeaseRepository } from '../src/threads/stream-lease-repository';
import { asUser, keys, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { as, listen, placeAssignedRequest } from './threads-helpers';

/** Opens a stream without waiting for its first event; `close` hangs up. */
async function open(base: string, who: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/user/threads/events`, { headers: who, signal: controller.signal });
  return { res, close: () => controller.abort() };
}
type Opened = Awaited<ReturnType<typeof open>>;
const hex = (n: number) => n.toString(16).padStart(2, '0');
const account = (n: number) => `64b00000000000000000e0${hex(n)}`;

describe('live thread event streams are bounded', () => {
  let env: RequestsTestEnv;
  const running: RunningService[] = [];
  const opened: Opened[] = [];
  const serve = async (app: Parameters<typeof startService>[0]) => {
    const service = await startService(app, 0, { handleSignals: false });
    running.push(service);
    return `http://127.0.0.1:${service.port}`;
  };
  const openAll = async (base: string, who: Record<string, string>, count: number) => {
    const streams = await Promise.all(Array.from({ length: count }, () => open(base, who)));
    opened.push(...streams);
    return streams;
  };
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_event_limits');
  });
  afterEach(() => opened.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop().catch(() => undefined)));
    await env.stop();
  });

  test('when one account opens an 11th stream, then it is 429 TOO_MANY_STREAMS with Retry-After and a sentence naming the limit', async () => {
    const base = await serve(env.appWithAdminAt(env.admin.url));
    const ten = await openAll(base, asUser(account(1)), 10);
    expect(ten.map((s) => s.res.status)).toEqual(Array(10).fill(200));
    const eleventh = await open(base, asUser(account(1)));
    expect(eleventh.res.status).toBe(429);
    expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eleventh.res.json()).toEqual({
      code: 'TOO_MANY_STREAMS',
      error: 'You have 10 live update connections open already. Close a portal tab or window and try again.',
    });
    expect((await open(base, asUser(account(2)))).res.status).toBe(200); // another account is not held up
  });

  test('when 25 streams of one account are opened at once on two replicas, then exactly 10 are open', async () => {
    const [a, b] = [await serve(env.appWithAdminAt(env.admin.url)), await serve(env.appWithAdminAt(env.admin.url))];
    const who = asUser(account(3));
    const streams = await Promise.all(Array.from({ length: 25 }, (_, i) => open(i % 2 ? a : b, who)));
    opened.push(...streams);
    const statuses = streams.map((s) => s.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  test('when one of ten streams closes, then its slot is free again for the next open', async () => {
    const base = await serve(env.appWithAdminAt(env.admin.url));
    const who = asUser(account(4));
    const streams = await openAll(base, who, 10);
    expect((await open(base, who)).res.status).toBe(429);
    streams[0]!.close();
    const until = Date.now() + 3000;
    let next = await open(base, who);
    while (next.res.status !== 200 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      next = await open(base, who);
    }
    opened.push(next);
    expect(next.res.status).toBe(200);
  });

  test('when a replica died holding an account slot, then the slot is free once its lease has expired', async () => {
    const base = await serve(env.appWithAdminAt(env.admin.url));
    const leases = createStreamLeaseRepository(env.db, 30_000);
    const longAgo = new Date(Date.now() - 60_000);
    for (let i = 0; i < 10; i++) expect(await leases.claim(account(5), 10, longAgo)).not.toBeNull();
    const streams = await openAll(base, asUser(account(5)), 10);
    expect(streams.map((s) => s.res.status)).toEqual(Array(10).fill(200));
    expect((await open(base, asUser(account(5)))).res.status).toBe(429); // the dead replica's slots were taken over, not added to
  });

  test('when one address holds as many streams as the per-client ceiling, then the next from it is 429 TOO_MANY_STREAMS', async () => {
    const base = await serve(env.appWithAdminAt(env.admin.url));
    const limited = await serve(createLimitedApp({ perClient: 3 }));
    const streams = await Promise.all([6, 7, 8].map((n) => open(limited, asUser(account(n)))));
    opened.push(...streams);
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const fourth = await open(limited, asUser(account(9)));
    expect(fourth.res.status).toBe(429);
    expect(((await fourth.res.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
    expect((await open(base, asUser(account(9)))).res.status).toBe(200);
  });

  test('when the process holds its total ceiling of streams, then the next is 429 STREAM_CAPACITY_REACHED with Retry-After', async () => {
    const limited = await serve(createLimitedApp({ perProcess: 2 }));
    opened.push(...(await Promise.all([10, 11].map((n) => open(limited, asUser(account(n)))))));
    const third = await open(limited, asUser(account(12)));
    expect(third.res.status).toBe(429);
    expect(third.res.headers.get('retry-after')).toBeTruthy();
    expect(((await third.res.json()) as { code: string }).code).toBe('STREAM_CAPACITY_REACHED');
  });

  function createLimitedApp(streamLimits: { perClient?: number; perProcess?: number }) {
    return env.appWithAdminAt(env.admin.url, 3000, { streamLimits });
  }
});

describe('a live thread event stream ends with its token', () => {
  let env: RequestsTestEnv;
  let running: RunningService;
  let base: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_event_expiry');
    running = await startService(env.app, 0, { handleSignals: false });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await running.stop().catch(() => undefined);
    await env.stop();
  });

  test('when the token expires, then the stream ends with an end event at its expiry and a message posted afterwards does not arrive', async () => {
    const id = await placeAssignedRequest(env);
    const shortLived = {
      authorization: `Bearer ${signTestToken(keys, { role: 'admin', sub: '64b0000000000000000000d6', name: 'Ada Admin' }, { expiresIn: 3 })}`,
    };
    const stream = await listen(base, shortLived);
    expect(await stream.waitFor(() => stream.ended(), 6000)).toBe(true);
    expect(stream.events().at(-1)).toEqual({
      event: 'end',
      data: { code: 'UNAUTHENTICATED', error: 'Your session has ended. Please sign in again.' },
    });
    await request(base).post(`/api/user/requests/${id}/thread`).set(as.alice).send({ body: 'after expiry' }).expect(201);
    await new Promise((r) => setTimeout(r, 1200));
    expect(stream.messages()).toEqual([]);
  });
});
