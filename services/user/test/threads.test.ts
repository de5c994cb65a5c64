import request from 'supertest';
import { startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { ALICE, as, MEMBER, placeAssignedRequest } from './threads-helpers';

describe('request threads: who sees them, what they hold, paging', () => {
  let env: RequestsTestEnv;
  let id: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_threads');
    id = await placeAssignedRequest(env);
  });
  afterAll(() => env.stop());

  const thread = (path = '') => `/api/user/requests/${id}/thread${path}`;

  test('when the customer writes on their request, then 201 with the text, their name, role and time', async () => {
    const res = await request(env.app).post(thread()).set(as.alice).send({ body: '  Can we start next week? https://example.com/brief  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      request_id: id,
      body: 'Can we start next week? https://example.com/brief',
      author: { id: ALICE, name: 'Alice A', role: 'user' },
      created_at: expect.any(String),
      files: [],
    });
  });

  test('when an admin and the assigned member write, then everyone who can see the thread reads all of it, newest at the bottom', async () => {
    expect((await request(env.app).post(thread()).set(as.admin).send({ body: 'Yes, Monday.' })).status).toBe(201);
    expect((await request(env.app).post(thread()).set(as.member).send({ body: 'I will take it.' })).status).toBe(201);
    for (const who of [as.alice, as.admin, as.member]) {
      const res = await request(env.app).get(thread()).set(who);
      expect(res.status).toBe(200);
      expect(res.body.messages.map((m: { body: string }) => m.body).slice(-3)).toEqual([
        'Can we start next week? https://example.com/brief',
        'Yes, Monday.',
        'I will take it.',
      ]);
      expect(res.body.messages.at(-1).author).toEqual({ id: MEMBER, name: 'Mia Member', role: 'member' });
    }
  });

  test('when another customer or an unassigned member asks for the thread, then 404 as if the request did not exist', async () => {
    for (const who of [as.bob, as.otherMember]) {
      expect((await request(env.app).get(thread()).set(who)).status).toBe(404);
      const post = await request(env.app).post(thread()).set(who).send({ body: 'hello' });
      expect(post.status).toBe(404);
      expect(post.body.code).toBe('NOT_FOUND');
    }
    expect((await request(env.app).get(thread()).set(as.alice)).body.messages.map((m: { body: string }) => m.body)).not.toContain('hello');
  });

  test('when the request id is unknown or malformed, or there is no token, then 404 / 401', async () => {
    expect((await request(env.app).get('/api/user/requests/64c0000000000000000000ff/thread').set(as.admin)).status).toBe(404);
    expect((await request(env.app).get('/api/user/requests/not-an-id/thread').set(as.admin)).status).toBe(404);
    expect((await request(env.app).get(thread())).status).toBe(401);
  });

  test('when a member still has their first-login password, then 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const res = await request(env.app).get(thread()).set(as.newMember);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  test('when a message is empty, too long or not text, then 400 VALIDATION_FAILED and nothing is stored', async () => {
    const before = (await request(env.app).get(thread()).set(as.alice)).body.messages.length;
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }, { body: 42 }]) {
      const res = await request(env.app).post(thread()).set(as.alice).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await request(env.app).get(thread()).set(as.alice)).body.messages).toHaveLength(before);
  });

  test('when HTML is written, then it is kept as the plain text it is', async () => {
    const res = await request(env.app).post(thread()).set(as.alice).send({ body: '<img src=x onerror=alert(1)>' });
    expect(res.body.body).toBe('<img src=x onerror=alert(1)>');
  });

  test('when the thread is longer than a page, then the cursor walks back to the first message without repeats', async () => {
    const fresh = await placeAssignedRequest(env);
    for (let i = 1; i <= 7; i++)
      await request(env.app)
        .post(`/api/user/requests/${fresh}/thread`)
        .set(as.alice)
        .send({ body: `m${i}` });
    const seen: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '3', ...(cursor ? { cursor } : {}) };
      const res = await request(env.app).get(`/api/user/requests/${fresh}/thread`).query(query).set(as.alice);
      expect(res.status).toBe(200);
      seen.push(res.body.messages.map((m: { body: string }) => m.body));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([['m5', 'm6', 'm7'], ['m2', 'm3', 'm4'], ['m1']]);
    const bad = await request(env.app).get(`/api/user/requests/${fresh}/thread`).query({ cursor: 'nope' }).set(as.alice);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_CURSOR');
  });
});
