// Every query behind the admin's request queues and dashboard figures (and a customer's history) is
// served by an index, as the database's own explain says: no COLLSCAN, no SORT in memory. Recorded from
// the real internal routes, so a new query without an index fails here. Beyond that: a count reads only
// an index (no FETCH: no document is read to be counted), and a list's index holds every field its
// filter tests (no document read only to be thrown away), so neither grows with what the index skips.
import request from 'supertest';
import { planOf, recordReads, whyNotIndexOnly } from '@agency/devdb';
import { asRole, asUser, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const CAROL = '64b0000000000000000000c1';
const DAN = { id: '64b0000000000000000000d1', name: 'Dan D' };

describe('index use of the request queues and counts', () => {
  let env: RequestsTestEnv;

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_index_use');
    for (let n = 0; n < 12; n++) {
      await request(env.app)
        .post('/api/user/requests')
        .set(asUser(CAROL, 'Carol C', 'carol@example.com'))
        .send({ service: 'Brand Identity Design', domain_id: WEB.domain_id, description: `request ${n}` })
        .expect(201);
    }
    // Six approved (every queue of the Service Requests page holds some), two of them assigned.
    const { body } = await request(env.app).get('/api/admin/requests?status=PENDING&limit=6').set(asRole('admin'));
    for (const [n, { req_id: id }] of (body.requests as Array<{ req_id: string }>).entries()) {
      await request(env.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
      if (n < 2)
        await request(env.app)
          .post(`/internal/requests/${id}/assign`)
          .set(internal)
          .send({ assignees: [DAN] })
          .expect(201);
    }
  });
  afterAll(() => env.stop());

  test('when the admin’s queues, services overview, counts, newest requests and a customer’s history are read, then each query uses an index, which alone decides each count and each queue’s filter', async () => {
    const first = await request(env.app).get('/api/admin/requests?status=PENDING&limit=5').set(asRole('admin'));
    const active = await request(env.app).get('/api/admin/services?status=ACTIVE&limit=5').set(asRole('admin'));
    expect(active.body.nextCursor).not.toBeNull();
    const recording = recordReads(env.db);
    const internalCalls = ['/internal/requests/counts', '/internal/requests/latest'];
    const adminCalls = [
      '/api/admin/requests?status=PENDING&limit=5',
      `/api/admin/requests?status=PENDING&limit=5&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      '/api/admin/requests?status=approved&assigned=false&limit=5',
      '/api/admin/requests?status=approved&assigned=true&limit=5',
      '/api/admin/requests?status=in_progress&limit=5',
      '/api/admin/services?status=ACTIVE&limit=5',
      `/api/admin/services?status=ACTIVE&limit=5&cursor=${encodeURIComponent(active.body.nextCursor)}`,
      '/api/admin/services?status=COMPLETED&limit=5',
    ];
    for (const path of internalCalls) expect((await request(env.app).get(path).set(internal)).status).toBe(200);
    for (const path of adminCalls) expect((await request(env.app).get(path).set(asRole('admin'))).status).toBe(200);
    expect((await request(env.app).get('/api/user/requests/previous?limit=5').set(asUser(CAROL))).status).toBe(200);
    const reads = recording.stop();

    expect(reads.filter((r) => r.method === 'find').length).toBeGreaterThanOrEqual(10);
    expect(reads.filter((r) => r.method === 'countDocuments').length).toBeGreaterThanOrEqual(5 + 9);
    const unindexed: string[] = [];
    for (const read of reads) {
      const stages = await planOf(env.db, read);
      if (stages.includes('COLLSCAN') || stages.includes('SORT')) unindexed.push(`${JSON.stringify(read.command)} → ${stages.join(' > ')}`);
    }
    expect(unindexed).toEqual([]);

    const readsDocuments = (await Promise.all(reads.map((read) => whyNotIndexOnly(env.db, read)))).filter(Boolean);
    expect(readsDocuments).toEqual([]);
  });
});
