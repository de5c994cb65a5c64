// Every query behind the admin's request queues and dashboard figures (and a customer's history) is
// served by an index, as the database's own explain says: no COLLSCAN, no SORT in memory. Recorded from
// the real internal routes, so a new query without an index fails here.
import request from 'supertest';
import { planOf, recordReads } from '@agency/devdb';
import { asUser, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const CAROL = '64b0000000000000000000c1';

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
  });
  afterAll(() => env.stop());

  test('when the admin’s queues, counts, newest requests and a customer’s history are read, then each query uses an index', async () => {
    const first = await request(env.app).get('/internal/requests?status=PENDING&limit=5').set(internal);
    const recording = recordReads(env.db);
    const internalCalls = [
      '/internal/requests/counts',
      '/internal/requests/latest',
      '/internal/requests?status=PENDING&limit=5',
      `/internal/requests?status=PENDING&limit=5&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      '/internal/requests?status=approved&assigned=false&limit=5',
    ];
    for (const path of internalCalls) expect((await request(env.app).get(path).set(internal)).status).toBe(200);
    expect((await request(env.app).get('/api/user/requests/previous?limit=5').set(asUser(CAROL))).status).toBe(200);
    const reads = recording.stop();

    expect(reads.filter((r) => r.method === 'find').length).toBeGreaterThanOrEqual(5);
    expect(reads.filter((r) => r.method === 'countDocuments').length).toBeGreaterThanOrEqual(5 + 4);
    const unindexed: string[] = [];
    for (const read of reads) {
      const stages = await planOf(env.db, read);
      if (stages.includes('COLLSCAN') || stages.includes('SORT')) unindexed.push(`${JSON.stringify(read.command)} → ${stages.join(' > ')}`);
    }
    expect(unindexed).toEqual([]);
  });
});
