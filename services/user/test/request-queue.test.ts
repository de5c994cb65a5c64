// The stored queue of a request (request-queue.ts) is what the admin's queues list and count, so it must
// follow every write that changes status or assignees, also racing ones, and requests stored before it
// existed must get theirs when the service starts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { Types } from 'mongoose';
import { startDevDb } from '@agency/devdb';
import { connectDb } from '@agency/server-kit';
import { createRequestRepository } from '../src/requests/request-repository';
import { queueOf } from '../src/requests/request-queue';
import { asRole, asUser, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const CAROL = '64b0000000000000000000c1';
const DAN = { id: '64b0000000000000000000d1', name: 'Dan D' };
const EVE = { id: '64b0000000000000000000e1', name: '$Eve' };
const FAY = { id: '64b0000000000000000000f1', name: 'Fay F' };

type Stored = {
  status: string;
  assignees?: Array<{ id: string; name: string }>;
  queue?: string;
  serviceStatus?: string;
  updatedAt: Date;
};

describe('the stored queue of each request', () => {
  let env: RequestsTestEnv;
  const stored = async (id: string) =>
    (await env.db.collection('service_requests').findOne({ _id: new Types.ObjectId(id) })) as unknown as Stored;
  /** The queue as the request's own status and assignees say it should be. */
  const derived = (doc: Stored) => queueOf(doc.status as never, (doc.assignees ?? []).length > 0);
  const total = async (query: string) =>
    (await request(env.app).get(`/api/admin/requests?${query}&limit=1`).set(asRole('admin'))).body.total;

  const place = async () =>
    (
      await request(env.app)
        .post('/api/user/requests')
        .set(asUser(CAROL))
        .send({ service: 'Brand Identity Design', domain_id: WEB.domain_id, description: 'queue' })
        .expect(201)
    ).body.req_id as string;
  const respond = (id: string, status: string) =>
    request(env.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status });
  const assign = (id: string, ...assignees: Array<{ id: string; name: string }>) =>
    request(env.app).post(`/internal/requests/${id}/assign`).set(internal).send({ assignees });
  const progress = (id: string, memberId: string, taskStatus: string) =>
    request(env.app).post(`/internal/requests/${id}/progress`).set(internal).send({ memberId, taskStatus });
  const unassign = (memberId: string) =>
    request(env.app).post(`/internal/members/${memberId}/unassign`).set(internal).set('x-event-id', `removed-${memberId}`);

  beforeEach(async () => {
    env = await startRequestsTestEnv('agency_user_request_queue');
  });
  afterEach(() => env.stop());

  test('when a request is placed, approved, assigned, unassigned, started and completed, then it is in the right queue after each step', async () => {
    const id = await place();
    const steps: Array<[string, () => Promise<unknown>, string]> = [
      ['placed', async () => undefined, 'PENDING:unassigned'],
      ['approved', () => respond(id, 'approved').expect(200), 'approved:unassigned'],
      ['assigned', () => assign(id, DAN).expect(201), 'approved:assigned'],
      ['started', () => progress(id, DAN.id, 'In progress').expect(200), 'in_progress:assigned'],
      ['its member removed', () => unassign(DAN.id).expect(200), 'in_progress:unassigned'],
      ['assigned again', () => assign(id, FAY).expect(201), 'in_progress:assigned'],
      ['completed', () => progress(id, FAY.id, 'Completed').expect(200), 'completed:assigned'],
    ];
    let before = new Date(0);
    for (const [step, run, queue] of steps) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await run();
      const doc = await stored(id);
      // The write that changed it also says when (the schema's timestamps, kept in a pipeline too).
      expect({ step, queue: doc.queue, touched: doc.updatedAt > before }).toEqual({ step, queue, touched: true });
      before = doc.updatedAt;
    }
    const rejected = await place();
    await respond(rejected, 'rejected').expect(200);
    expect((await stored(rejected)).queue).toBe('rejected:unassigned');
  });

  test('when a request is placed, approved, started, completed or rejected, then its service status follows and the overview lists and counts it there', async () => {
    const id = await place();
    const overview = async (status: string) =>
      (await request(env.app).get(`/api/admin/services?status=${status}&limit=10`).set(asRole('admin')).expect(200)).body as {
        services: Array<{ req_id: string; serviceStatus: string }>;
        total: number;
      };
    const steps: Array<[string, () => Promise<unknown>, string]> = [
      ['placed', async () => undefined, 'NONE'],
      ['approved', () => respond(id, 'approved').expect(200), 'ACTIVE'],
      ['assigned', () => assign(id, DAN).expect(201), 'ACTIVE'],
      ['started', () => progress(id, DAN.id, 'In progress').expect(200), 'ACTIVE'],
      ['completed', () => progress(id, DAN.id, 'Completed').expect(200), 'COMPLETED'],
    ];
    for (const [step, run, serviceStatus] of steps) {
      await run();
      const [active, completed] = [await overview('ACTIVE'), await overview('COMPLETED')];
      expect({ step, stored: (await stored(id)).serviceStatus, active: active.total, completed: completed.total }).toEqual({
        step,
        stored: serviceStatus,
        active: serviceStatus === 'ACTIVE' ? 1 : 0,
        completed: serviceStatus === 'COMPLETED' ? 1 : 0,
      });
      expect([...active.services, ...completed.services].map((r) => [r.req_id, r.serviceStatus])).toEqual(
        serviceStatus === 'NONE' ? [] : [[id, serviceStatus]],
      );
    }
    const rejected = await place();
    await respond(rejected, 'rejected').expect(200);
    expect((await stored(rejected)).serviceStatus).toBe('NONE');
  });

  test('when two admins assign different members at once, then both are listed and the request leaves "awaiting assignment"', async () => {
    const id = await place();
    await respond(id, 'approved').expect(200);
    expect(await total('status=approved&assigned=false')).toBe(1);
    const answers = await Promise.all([assign(id, DAN), assign(id, EVE), assign(id, DAN)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const doc = await stored(id);
    expect(doc.assignees?.map((a) => a.id).sort()).toEqual([DAN.id, EVE.id]);
    expect(doc.assignees?.find((a) => a.id === EVE.id)).toEqual(EVE); // a name starting with "$" is kept as it is
    expect(doc.queue).toBe('approved:assigned');
    expect([await total('status=approved&assigned=false'), await total('status=approved&assigned=true')]).toEqual([0, 1]);
  });

  test('when a member is removed while being assigned, then the request is in the queue its assignees say', async () => {
    const ids = [await place(), await place(), await place()];
    for (const id of ids) await respond(id, 'approved').expect(200);
    await assign(ids[0]!, DAN, FAY).expect(201);
    // The assigns race the removal; one that lands after it is undone by the member service's word
    // (the task it refused or withdrew), delivered to each request the member was listed on.
    await Promise.all([assign(ids[1]!, DAN), unassign(DAN.id), assign(ids[2]!, DAN)]);
    for (const id of ids.slice(1)) await progress(id, DAN.id, 'Withdrawn').expect(200);
    for (const id of ids) {
      const doc = await stored(id);
      expect({ id, queue: doc.queue }).toEqual({ id, queue: derived(doc) });
    }
    expect((await stored(ids[0]!)).queue).toBe('approved:assigned');
    expect(await total('status=approved&assigned=false')).toBe(2);
  });
});

describe('requests stored before the queue existed', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'request-queue-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const at = new Date('2024-05-01T10:00:00Z');
  const old = (status: string, assignees?: Array<{ id: string; name: string }>) => ({
    _id: new Types.ObjectId(),
    userId: CAROL,
    userName: 'Carol',
    userEmail: 'carol@example.com',
    service: 'Website',
    domainId: WEB.domain_id,
    domainName: WEB.name,
    description: '',
    status,
    timeline: [{ status, at }],
    ...(assignees ? { assignees } : {}),
    createdAt: at,
    updatedAt: at,
  });

  test('when the service starts on them (twice), then each is in its queue, and the second start changes nothing', async () => {
    const docs = [
      old('PENDING', []),
      old('approved', []),
      old('approved'), // from before assignees were stored
      old('approved', [DAN]),
      old('in_progress', [DAN, FAY]),
      old('completed', []),
    ];
    const first = await startDevDb({ dbPath: folder });
    const conn = await connectDb(first.uri, 'agency_user', { serverSelectionTimeoutMS: 500 });
    await conn.collection('service_requests').insertMany(docs);
    // One of them already done, as a start that stopped halfway would leave it.
    await conn
      .collection('service_requests')
      .updateOne({ _id: docs[3]!._id }, { $set: { queue: 'approved:assigned', serviceStatus: 'ACTIVE' } });
    await conn.close(true);
    await first.stop();

    const started: number[] = [];
    const queues: Array<Record<string, number>> = [];
    for (let start = 0; start < 2; start++) {
      const devdb = await startDevDb({ dbPath: folder });
      const db = await connectDb(devdb.uri, 'agency_user', { serverSelectionTimeoutMS: 500 });
      const requests = createRequestRepository(db);
      started.push(await requests.backfillQueues()); // as start.ts does before listening
      queues.push({
        awaiting: await requests.countWithStatus('approved', false),
        assigned: await requests.countWithStatus('approved', true),
        inProgressAssigned: await requests.countWithStatus('in_progress', true),
        pending: (await requests.listByStatus('PENDING', null, 10)).length,
        awaitingListed: (await requests.listByStatus('approved', null, 10, false)).length,
      });
      const stored = await db.collection('service_requests').find({}).sort({ _id: 1 }).toArray();
      expect(stored.map((d) => d.queue)).toEqual([
        'PENDING:unassigned',
        'approved:unassigned',
        'approved:unassigned',
        'approved:assigned',
        'in_progress:assigned',
        'completed:unassigned',
      ]);
      expect(stored.map((d) => d.serviceStatus)).toEqual(['NONE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'COMPLETED']);
      await db.close(true);
      await devdb.stop();
    }
    expect(started).toEqual([5, 0]);
    const expected = { awaiting: 2, assigned: 1, inProgressAssigned: 1, pending: 1, awaitingListed: 2 };
    expect(queues).toEqual([expected, expected]);
  });

  test('when the service starts on requests stored with a queue but before the service status, then the overview lists and counts each', async () => {
    const withQueue = (status: string, queue: string) => ({ ...old(status, []), queue });
    const docs = [
      withQueue('approved', 'approved:unassigned'),
      withQueue('in_progress', 'in_progress:unassigned'),
      withQueue('completed', 'completed:unassigned'),
      withQueue('rejected', 'rejected:unassigned'),
    ];
    const devdb = await startDevDb();
    const db = await connectDb(devdb.uri, 'agency_user_before_overview', { serverSelectionTimeoutMS: 500 });
    try {
      await db.collection('service_requests').insertMany(docs);
      const requests = createRequestRepository(db);
      expect(await requests.backfillQueues()).toBe(4);
      const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
      expect(ids(await requests.listByServiceStatus('ACTIVE', null, 10)).sort()).toEqual(
        [String(docs[0]!._id), String(docs[1]!._id)].sort(),
      );
      expect(ids(await requests.listByServiceStatus('COMPLETED', null, 10))).toEqual([String(docs[2]!._id)]);
      expect([await requests.countWithServiceStatus('ACTIVE'), await requests.countWithServiceStatus('COMPLETED')]).toEqual([2, 1]);
    } finally {
      await db.close(true);
      await devdb.stop();
    }
  });
});
