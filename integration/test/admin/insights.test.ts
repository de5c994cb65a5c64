// The admin's Insights against figures worked out by hand from raw documents inserted into each
// owner's database (the services' own collections and field names), across the real user, member and
// admin apps (start-stack.ts). Periods are whole UTC days: the edges below sit on UTC midnight.
import request from 'supertest';
import { ObjectId } from 'mongodb';
import type { AdminInsights } from '@agency/contracts';
import { CLOSED_URL, startStack, type Stack } from './start-stack';

const H = 3_600_000;
const at = (iso: string) => new Date(iso);
const plus = (d: Date, hours: number) => new Date(d.getTime() + hours * H);
const WEB = '64b00000000000000000d001';
const DATA = '64b00000000000000000d002';
const M1 = '64b00000000000000000a001';
const M2 = '64b00000000000000000a002';
const M3 = '64b00000000000000000a003';

type Timeline = Array<{ status: string; at: Date }>;
const requestDoc = (id: string, domainId: string, createdAt: Date, status: string, timeline: Timeline) => ({
  _id: new ObjectId(id),
  userId: '64b0000000000000000000c2',
  userName: 'Priya Sharma',
  userEmail: 'priya@example.com',
  service: 'Website',
  domainId,
  domainName: domainId === WEB ? 'Web' : 'Data',
  description: '',
  status,
  timeline: [{ status: 'PENDING', at: createdAt }, ...timeline],
  assignees: [],
  createdAt,
  updatedAt: createdAt,
});

describe('the admin insights', () => {
  let s: Stack;
  const admin = () => s.bearer('admin');
  const insights = async (from: string, to: string, app = s.app) =>
    (await request(app).get(`/api/admin/insights?from=${from}&to=${to}`).set(admin()).expect(200)).body as AdminInsights;

  // Requests of the period Jan 6–19, 2025 (two weeks) and of the previous one (Dec 23 – Jan 5).
  const r1 = at('2025-01-06T00:00:00.000Z'); // the first instant: in, still pending
  const r2 = at('2025-01-06T00:30:00+01:00'); // Jan 6 in Berlin, Jan 5 23:30 UTC: the previous period
  const r3 = at('2025-01-19T23:59:59.999Z'); // the last instant: in
  const r4 = at('2025-01-20T00:00:00.000Z'); // the next day: out
  const r5 = at('2025-01-07T10:00:00.000Z');
  const r6 = at('2025-01-08T10:00:00.000Z');
  const r7 = at('2025-01-13T09:00:00.000Z');
  const ids = Array.from({ length: 7 }, (_, i) => `64b00000000000000000e00${i + 1}`);

  beforeAll(async () => {
    s = await startStack();
    await s.userDb.collection('service_requests').insertMany([
      requestDoc(ids[0]!, WEB, r1, 'PENDING', []),
      requestDoc(ids[1]!, WEB, r2, 'approved', [{ status: 'approved', at: plus(r2, 1) }]),
      requestDoc(ids[2]!, WEB, r3, 'completed', [
        { status: 'approved', at: plus(r3, 2) },
        { status: 'in_progress', at: plus(r3, 4) },
        { status: 'completed', at: plus(r3, 10) },
      ]),
      requestDoc(ids[3]!, WEB, r4, 'approved', [{ status: 'approved', at: plus(r4, 1) }]),
      requestDoc(ids[4]!, WEB, r5, 'completed', [
        { status: 'approved', at: plus(r5, 4) },
        { status: 'in_progress', at: plus(r5, 8) },
        { status: 'completed', at: plus(r5, 20) },
      ]),
      requestDoc(ids[5]!, WEB, r6, 'approved', [{ status: 'approved', at: plus(r6, 6) }]),
      requestDoc(ids[6]!, DATA, r7, 'rejected', [{ status: 'rejected', at: plus(r7, 1) }]),
    ]);
    const task = (memberId: string, status: string, assignedAt: Date, completedAt: Date | null, requestId: string | null = null) => ({
      memberId,
      title: 'Work',
      description: '',
      status,
      assignedAt,
      completedAt,
      withdrawnAt: null,
      requestId,
      projectId: null,
      createdAt: assignedAt,
      updatedAt: assignedAt,
    });
    await s.memberDb.collection('tasks').insertMany([
      // r3's first task an hour after its approval; completed Jan 20 01:59 UTC: outside the period.
      task(M1, 'Completed', plus(r3, 3), plus(r3, 9), ids[2]),
      // r5's first task 3 h after approval (a second, later one does not count as first); 13 h to complete.
      task(M1, 'Completed', plus(r5, 7), plus(r5, 20), ids[4]),
      task(M2, 'Pending', plus(r5, 9), null, ids[4]),
      task(M1, 'Pending', at('2025-01-10T08:00:00Z'), null),
      task(M2, 'Completed', at('2025-01-09T00:00:00Z'), at('2025-01-09T02:00:00Z')),
      task(M2, 'Completed', at('2025-01-12T19:00:00Z'), at('2025-01-12T23:00:00Z')),
      task(M2, 'Completed', at('2025-01-13T00:00:00Z'), at('2025-01-14T00:00:00Z')),
      task(M2, 'In progress', at('2025-01-15T00:00:00Z'), null),
      task(M2, 'Withdrawn', at('2025-01-15T00:00:00Z'), null),
      // Completed in the previous period: not this period's work.
      task(M1, 'Completed', at('2025-01-01T00:00:00Z'), at('2025-01-05T23:59:59Z')),
    ]);
    await s.adminDb.collection('member_profiles').insertMany(
      [
        [M1, 'Asha Rao'],
        [M2, 'Bilal Khan'],
        [M3, 'Chen Wei'],
      ].map(([accountId, name], i) => ({ accountId, name, email: `${i}@agency.local`, empId: `I${i}`, domainIds: [], version: 0 })),
    );
    const message = (createdAt: string, read: boolean) => ({
      name: 'Zoë',
      email: 'z@example.com',
      subject: 'Hi',
      message: 'Hello there',
      read,
      createdAt: at(createdAt),
    });
    await s.adminDb
      .collection('contactmessages')
      .insertMany([
        message('2025-01-05T23:59:59Z', true),
        message('2025-01-06T00:00:00Z', true),
        message('2025-01-12T23:59:59Z', false),
        message('2025-01-13T00:00:00Z', true),
      ]);
  }, 60_000);
  afterAll(() => s?.stop());

  test('when the period has requests, then each week counts them by status and each domain by count', async () => {
    const body = await insights('2025-01-06', '2025-01-19');
    expect(body.period).toEqual({ from: '2025-01-06', to: '2025-01-19', previousFrom: '2024-12-23', previousTo: '2025-01-05', days: 14 });
    if (!body.requests.available) throw new Error(body.requests.error);
    expect(body.requests.weeks).toEqual([
      { start: '2025-01-06', counts: { PENDING: 1, approved: 1, rejected: 0, in_progress: 0, completed: 1, withdrawn: 0 } },
      { start: '2025-01-13', counts: { PENDING: 0, approved: 0, rejected: 1, in_progress: 0, completed: 1, withdrawn: 0 } },
    ]);
    expect(body.requests.domains).toEqual([
      { domainId: WEB, domainName: 'Web', count: 4 },
      { domainId: DATA, domainName: 'Data', count: 1 },
    ]);
  });

  test('when some requests are pending or not completed, then the turnaround medians and p90 leave them out', async () => {
    const body = await insights('2025-01-06', '2025-01-19');
    if (!body.turnaround.available) throw new Error(body.turnaround.error);
    expect(body.turnaround.firstTaskAvailable).toBe(true);
    const web = body.turnaround.domains.find((d) => d.domainId === WEB)!;
    // Approval after 2, 4 and 6 h (r1 is still pending): median 4 h, p90 the 3rd of 3.
    expect(web.toApproval.current).toEqual({ count: 3, medianMs: 4 * H, p90Ms: 6 * H });
    expect(web.toApproval.previous).toEqual({ count: 1, medianMs: 1 * H, p90Ms: 1 * H });
    // First task 1 h (r3) and 3 h (r5) after approval; r6 has none yet: median of an even count is the mean.
    expect(web.toFirstTask.current).toEqual({ count: 2, medianMs: 2 * H, p90Ms: 3 * H });
    expect(web.toFirstTask.previous).toEqual({ count: 0, medianMs: null, p90Ms: null });
    expect(web.toCompletion.current).toEqual({ count: 2, medianMs: 15 * H, p90Ms: 20 * H });
    const data = body.turnaround.domains.find((d) => d.domainId === DATA)!;
    expect(data.toApproval.current).toEqual({ count: 0, medianMs: null, p90Ms: null });
  });

  test("when members have open and completed tasks, then each member's load counts them and the median time to complete", async () => {
    const body = await insights('2025-01-06', '2025-01-19');
    if (!body.load.available) throw new Error(body.load.error);
    expect(body.load.members).toEqual([
      { memberId: M2, name: 'Bilal Khan', open: 2, completed: 3, medianMs: 4 * H },
      { memberId: M1, name: 'Asha Rao', open: 1, completed: 1, medianMs: 13 * H },
      { memberId: M3, name: 'Chen Wei', open: 0, completed: 0, medianMs: null },
    ]);
  });

  test('when contact messages came in around midnight UTC, then each lands in its UTC week with the read ones counted', async () => {
    const body = await insights('2025-01-06', '2025-01-19');
    if (!body.contact.available) throw new Error(body.contact.error);
    expect(body.contact.weeks).toEqual([
      { start: '2025-01-06', received: 2, read: 1 },
      { start: '2025-01-13', received: 1, read: 1 },
    ]);
  });

  test('when the period has no data, then every section is empty and still available', async () => {
    const body = await insights('2020-03-01', '2020-03-07');
    expect(body.requests).toEqual({
      available: true,
      weeks: [{ start: '2020-03-01', counts: { PENDING: 0, approved: 0, rejected: 0, in_progress: 0, completed: 0, withdrawn: 0 } }],
      domains: [],
    });
    expect(body.turnaround).toEqual({ available: true, firstTaskAvailable: true, domains: [] });
    expect(body.contact).toEqual({ available: true, weeks: [{ start: '2020-03-01', received: 0, read: 0 }] });
    if (!body.load.available) throw new Error(body.load.error);
    // Open work is now, whatever the period: only the completed counts are the period's.
    expect(body.load.members.map((m) => [m.name, m.completed, m.medianMs])).toEqual([
      ['Bilal Khan', 0, null],
      ['Asha Rao', 0, null],
      ['Chen Wei', 0, null],
    ]);
  });

  test('when the member service is down, then the load says so and the request figures still show', async () => {
    const body = await insights('2025-01-06', '2025-01-19', s.adminApp({ memberUrl: CLOSED_URL }));
    expect(body.load).toEqual({ available: false, error: expect.stringContaining('Task figures are unavailable') });
    expect(body.requests.available).toBe(true);
    expect(body.turnaround).toMatchObject({ available: true, firstTaskAvailable: false });
    await s.retireReplicas();
  });

  test('when the user service is down, then requests and turnaround say so and the load still shows', async () => {
    const body = await insights('2025-01-06', '2025-01-19', s.adminApp({ userUrl: CLOSED_URL }));
    expect(body.requests).toEqual({ available: false, error: expect.stringContaining('Request figures are unavailable') });
    expect(body.turnaround.available).toBe(false);
    expect(body.load.available).toBe(true);
    await s.retireReplicas();
  });

  test('when the caller is not an admin or the period is not one, then 401, 403 or 400', async () => {
    await request(s.app).get('/api/admin/insights?from=2025-01-01&to=2025-01-07').expect(401);
    await request(s.app).get('/api/admin/insights?from=2025-01-01&to=2025-01-07').set(s.bearer('member', M1)).expect(403);
    const reversed = await request(s.app).get('/api/admin/insights?from=2025-01-07&to=2025-01-01').set(admin()).expect(400);
    expect(reversed.body).toEqual({ error: 'from must not be after to', code: 'VALIDATION_FAILED' });
    await request(s.app).get('/api/admin/insights?from=2024-01-01&to=2025-06-01').set(admin()).expect(400);
    await request(s.app).get('/api/admin/insights?from=yesterday&to=2025-06-01').set(admin()).expect(400);
  });

  test("when a member asks for their own figures, then this month's completed tasks and their median show", async () => {
    const now = Date.now();
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    const done = new Date(Math.max(monthStart + 1, now - 1000));
    const M4 = '64b00000000000000000a004';
    const base = { memberId: M4, title: 'Work', status: 'Completed', requestId: null };
    await s.memberDb.collection('tasks').insertMany([
      { ...base, assignedAt: plus(done, -2), completedAt: done },
      { ...base, assignedAt: plus(done, -6), completedAt: done },
      { ...base, assignedAt: plus(done, -9), completedAt: done },
      // The last instant of the month before: not this month.
      { ...base, assignedAt: new Date(monthStart - H), completedAt: new Date(monthStart - 1) },
      { ...base, status: 'Pending', assignedAt: done, completedAt: null },
    ]);
    const res = await request(s.urls.memberUrl).get('/api/member/insights/me').set(s.bearer('member', M4)).expect(200);
    expect(res.body).toEqual({
      month: new Date(monthStart).toISOString().slice(0, 7),
      completedThisMonth: 3,
      medianMsThisMonth: 6 * H,
    });
    await request(s.urls.memberUrl).get('/api/member/insights/me').set(admin()).expect(403);
  });
});
