import request from 'supertest';
import { asRole, asUser, internal, IOT, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const GINA = '64b0000000000000000000e1';
const HUGO = '64b0000000000000000000e2';
const APPROVED_TEXT = 'This request was already approved; it can no longer be changed.';

describe("a customer's edit and withdrawal of a pending request", () => {
  let env: RequestsTestEnv;
  const file = async (description = 'A booking site', who = GINA) =>
    (
      await request(env.app)
        .post('/api/user/requests')
        .set(asUser(who))
        .send({ service: 'Software Development', domain_id: WEB.domain_id, description })
        .expect(201)
    ).body as { req_id: string };
  const edit = (id: string, body: object, who = GINA) => request(env.app).patch(`/api/user/requests/${id}`).set(asUser(who)).send(body);
  const withdraw = (id: string, who = GINA) => request(env.app).post(`/api/user/requests/${id}/withdraw`).set(asUser(who)).send({});
  const respond = (id: string, status: 'approved' | 'rejected') =>
    request(env.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status });
  const stored = async (id: string) => (await request(env.app).get(`/internal/requests/${id}`).set(internal).expect(200)).body;

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_own_changes');
  });
  afterAll(() => env.stop());

  test('when the customer edits a pending request, then its service, domain and description change and their history shows it', async () => {
    const { req_id } = await file();
    const res = await edit(req_id, { service: 'Technical Support', domain_id: IOT.domain_id, description: '  A kiosk  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      req_id,
      service: 'Technical Support',
      domain_id: IOT.domain_id,
      domain: { name: 'IoT' },
      description: 'A kiosk',
      status: 'PENDING',
    });
    const history = (await request(env.app).get('/api/user/requests/previous').set(asUser(GINA))).body.requests;
    expect(history.find((r: { req_id: string }) => r.req_id === req_id)).toMatchObject({ description: 'A kiosk', domain: { name: 'IoT' } });
  });

  test('when only the description is sent, then the rest stays as filed', async () => {
    const { req_id } = await file();
    const res = await edit(req_id, { description: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: 'Software Development', domain: { name: 'Web Apps' }, description: '' });
  });

  test('when an edit is invalid, then 400 with the same texts as filing and nothing changes', async () => {
    const { req_id } = await file('as filed');
    const cases: Array<[object, string, string]> = [
      [{}, 'VALIDATION_FAILED', 'Nothing to update: send the service type, the domain or the description to change'],
      [{ service: 'Gardening' }, 'VALIDATION_FAILED', 'Service type is required'],
      [{ domain_id: '' }, 'VALIDATION_FAILED', 'Domain is required'],
      [{ description: 'x'.repeat(2001) }, 'VALIDATION_FAILED', 'Description is too long'],
      [{ domain_id: '64c0000000000000000000ff' }, 'UNKNOWN_DOMAIN', 'domain_id: Unknown domain'],
    ];
    for (const [body, code, text] of cases) {
      const res = await edit(req_id, body);
      expect([res.status, res.body]).toEqual([400, { code, error: text }]);
    }
    expect(await stored(req_id)).toMatchObject({ description: 'as filed', domain_id: WEB.domain_id, status: 'PENDING' });
  });

  test("when a customer edits or withdraws another customer's request, then 404 as if it did not exist, and it stays as it was", async () => {
    const { req_id } = await file('hugo’s', HUGO);
    for (const res of [await edit(req_id, { description: 'mine now' }), await withdraw(req_id)]) {
      expect([res.status, res.body.code, res.body.error]).toEqual([404, 'NOT_FOUND', 'Request not found']);
    }
    expect((await edit('64b00000000000000000ffff', { description: 'x' })).status).toBe(404);
    expect((await withdraw('not-an-id')).status).toBe(404);
    expect(await stored(req_id)).toMatchObject({ description: 'hugo’s', status: 'PENDING' });
  });

  test('when anyone but a customer calls, then 401 without a token and 403 for a member or an admin', async () => {
    const { req_id } = await file();
    expect((await request(env.app).patch(`/api/user/requests/${req_id}`).send({ description: 'x' })).status).toBe(401);
    for (const role of ['member', 'admin'] as const) {
      expect((await request(env.app).post(`/api/user/requests/${req_id}/withdraw`).set(asRole(role)).send({})).status).toBe(403);
      expect((await request(env.app).patch(`/api/user/requests/${req_id}`).set(asRole(role)).send({ description: 'x' })).status).toBe(403);
    }
  });

  test('when the customer withdraws a pending request, then it says withdrawn in their history and leaves the admin’s pending queue', async () => {
    const { req_id } = await file('take it back');
    const before = (await request(env.app).get('/internal/requests/counts').set(internal)).body;
    const res = await withdraw(req_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ req_id, status: 'withdrawn' });
    expect(res.body.timeline.map((t: { status: string }) => t.status)).toEqual(['PENDING', 'withdrawn']);
    const history = (await request(env.app).get('/api/user/requests/previous').set(asUser(GINA))).body.requests;
    expect(history.find((r: { req_id: string }) => r.req_id === req_id)?.status).toBe('withdrawn');
    const queue = (await request(env.app).get('/api/admin/requests?status=PENDING&limit=100').set(asRole('admin'))).body.requests;
    expect(queue.map((r: { req_id: string }) => r.req_id)).not.toContain(req_id);
    const after = (await request(env.app).get('/internal/requests/counts').set(internal)).body;
    expect(after).toMatchObject({ total: before.total, pending: before.pending - 1, withdrawn: before.withdrawn + 1 });
    // An admin's late answer finds nothing to answer.
    expect((await respond(req_id, 'approved')).status).toBe(409);
  });

  test('when the request was answered or withdrawn already, then an edit or a withdrawal is 409 with a sentence saying why', async () => {
    const approved = await file();
    await respond(approved.req_id, 'approved').expect(200);
    const rejected = await file();
    await respond(rejected.req_id, 'rejected').expect(200);
    const withdrawn = await file();
    await withdraw(withdrawn.req_id).expect(200);
    const expected: Array<[string, string]> = [
      [approved.req_id, APPROVED_TEXT],
      [rejected.req_id, 'This request was already rejected; it can no longer be changed.'],
      [withdrawn.req_id, 'This request was already withdrawn; it can no longer be changed.'],
    ];
    for (const [id, text] of expected) {
      for (const res of [await edit(id, { description: 'too late' }), await withdraw(id)]) {
        expect([res.status, res.body]).toEqual([409, { code: 'REQUEST_NOT_PENDING', error: text }]);
      }
      expect((await stored(id)).description).toBe('A booking site');
    }
  });

  test('when the admin approves while the customer edits, then the edit is either in the approved request or refused with 409, never lost', async () => {
    for (let round = 0; round < 8; round++) {
      const { req_id } = await file('before');
      const [edited, approval] = await Promise.all([edit(req_id, { description: `after ${round}` }), respond(req_id, 'approved')]);
      expect(approval.status).toBe(200);
      const now = await stored(req_id);
      expect(now.status).toBe('approved');
      if (edited.status === 200) expect(now.description).toBe(`after ${round}`);
      else {
        expect([edited.status, edited.body.error]).toEqual([409, APPROVED_TEXT]);
        expect(now.description).toBe('before');
      }
    }
  });

  test('when the admin approves while the customer withdraws, then exactly one of them wins and the request says so', async () => {
    for (let round = 0; round < 8; round++) {
      const { req_id } = await file();
      const [withdrawal, approval] = await Promise.all([withdraw(req_id), respond(req_id, 'approved')]);
      expect([withdrawal.status, approval.status].sort()).toEqual([200, 409]);
      const now = await stored(req_id);
      expect(now.status).toBe(withdrawal.status === 200 ? 'withdrawn' : 'approved');
      if (withdrawal.status === 409) expect(withdrawal.body.error).toBe(APPROVED_TEXT);
      else expect(approval.body.code).toBe('REQUEST_ALREADY_PROCESSED');
    }
  });
});
