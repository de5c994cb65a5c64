import request from 'supertest';
import { asRole, asUser, IOT, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const ALICE = '64b0000000000000000000a1';
const BOB = '64b0000000000000000000b2';
const newRequest = { service: 'Software Development', domain_id: WEB.domain_id, description: 'A booking site' };

describe('service requests (customer side)', () => {
  let env: RequestsTestEnv;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_requests');
  });
  afterAll(() => env.stop());

  test('when a user submits a request, then 201 with PENDING, the domain name and their name/e-mail from the token', async () => {
    const res = await request(env.app)
      .post('/api/user/requests')
      .set(asUser(ALICE, 'Alice A', 'alice@example.com'))
      .send(newRequest);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      req_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      service: 'Software Development',
      domain_id: WEB.domain_id,
      domain: { name: 'Web Apps' },
      description: 'A booking site',
      status: 'PENDING',
      user: { id: ALICE, name: 'Alice A', email: 'alice@example.com' },
      timeline: [{ status: 'PENDING', at: expect.any(String) }],
    });
    expect(res.body.request_date).toBe(res.body.created_at);
  });

  test('when the description is left out, then the request is stored with an empty one', async () => {
    const res = await request(env.app)
      .post('/api/user/requests')
      .set(asUser(ALICE))
      .send({ service: 'Technical Support', domain_id: IOT.domain_id });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe('');
  });

  test('when service type or domain is missing, then 400 VALIDATION_FAILED naming them', async () => {
    const res = await request(env.app).post('/api/user/requests').set(asUser(ALICE)).send({ description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain('Service type is required');
    expect(res.body.error).toContain('Domain is required');
  });

  test('when a customer files a request, then the user service asks the admin service for that one domain, not for the list', async () => {
    const [reads, lists] = [env.admin.domainReads, env.admin.listReads];
    const res = await request(env.app)
      .post('/api/user/requests')
      .set(asUser('64b0000000000000000000e1'))
      .send({ ...newRequest, domain_id: IOT.domain_id });
    expect(res.status).toBe(201);
    expect(res.body.domain_id).toBe(IOT.domain_id);
    expect(env.admin.domainReads - reads).toBe(1);
    expect(env.admin.listReads - lists).toBe(0);
  });

  test('when the domain does not exist at the admin service, then 400 UNKNOWN_DOMAIN and nothing is stored', async () => {
    const res = await request(env.app)
      .post('/api/user/requests')
      .set(asUser(BOB))
      .send({ ...newRequest, domain_id: '64c0000000000000000000ff' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNKNOWN_DOMAIN');
    expect(res.body.error).toBe('domain_id: Unknown domain');
    expect((await request(env.app).get('/api/user/requests/previous').set(asUser(BOB))).body).toEqual({
      requests: [],
      nextCursor: null,
      total: 0,
    });
  });

  test('when a user reads their history, then only their own requests come back, newest first', async () => {
    const bobs = await request(env.app).post('/api/user/requests').set(asUser(BOB)).send(newRequest);
    const alice = await request(env.app).get('/api/user/requests/previous').set(asUser(ALICE));
    expect(alice.status).toBe(200);
    expect(alice.body.requests.map((r: { service: string }) => r.service)).toEqual(['Technical Support', 'Software Development']);
    expect(alice.body.requests.every((r: { user: { id: string } }) => r.user.id === ALICE)).toBe(true);
    const bob = await request(env.app).get('/api/user/requests/previous').set(asUser(BOB));
    expect(bob.body.requests.map((r: { req_id: string }) => r.req_id)).toEqual([bobs.body.req_id]);
  });

  test("when a user asks for another user's request by id, then 404 as if it did not exist", async () => {
    const bobs = (await request(env.app).get('/api/user/requests/previous').set(asUser(BOB))).body.requests[0];
    expect((await request(env.app).get(`/api/user/requests/${bobs.req_id}`).set(asUser(BOB))).status).toBe(200);
    const res = await request(env.app).get(`/api/user/requests/${bobs.req_id}`).set(asUser(ALICE));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  test('when a member or admin calls, then 403; without a token, 401', async () => {
    for (const role of ['member', 'admin'] as const) {
      expect((await request(env.app).post('/api/user/requests').set(asRole(role)).send(newRequest)).status).toBe(403);
      expect((await request(env.app).get('/api/user/requests/previous').set(asRole(role))).status).toBe(403);
    }
    expect((await request(env.app).get('/api/user/requests/previous')).status).toBe(401);
  });

  test('when the admin service is down, then 503 DEPENDENCY_UNAVAILABLE quickly and nothing is stored', async () => {
    const started = Date.now();
    const res = await request(env.appWithAdminAt('http://127.0.0.1:9', 300))
      .post('/api/user/requests')
      .set(asUser('64b0000000000000000000c3'))
      .send(newRequest);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await request(env.app).get('/api/user/requests/previous').set(asUser('64b0000000000000000000c3'))).body.requests).toEqual([]);
  });

  test('when 20 users submit 200 requests at once, then all 200 are stored, each once in its owner history, with a few shared domain reads', async () => {
    const readsBefore = env.admin.domainReads;
    const users = Array.from({ length: 20 }, (_, i) => `64d0000000000000000000${String(i).padStart(2, '0')}`);
    const sends = users.flatMap((user) =>
      Array.from({ length: 10 }, (_, n) =>
        request(env.app)
          .post('/api/user/requests')
          .set(asUser(user))
          .send({ ...newRequest, description: `${user}#${n}` }),
      ),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    // Requests that arrive while a domain read is under way share it (one slow admin call, not 200).
    expect(env.admin.domainReads - readsBefore).toBeLessThan(50);
    for (const user of users) {
      const { body } = await request(env.app).get('/api/user/requests/previous').set(asUser(user));
      const descriptions = body.requests.map((r: { description: string }) => r.description).sort();
      expect(descriptions).toEqual(Array.from({ length: 10 }, (_, n) => `${user}#${n}`).sort());
    }
  }, 30_000);
});
