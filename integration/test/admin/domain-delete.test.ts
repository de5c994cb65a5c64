import request from 'supertest';
import { CLOSED_URL, startStack, type Stack } from './start-stack';

describe('deleting a domain says what refers to it and strands no member', () => {
  let s: Stack;
  const admin = () => s.bearer('admin');
  const customer = () => s.bearer('user', '64b0000000000000000000c1');
  const addDomain = async (name: string) =>
    (await request(s.app).post('/api/admin/domains').set(admin()).send({ name }).expect(201)).body.domain_id as string;
  const addMember = async (name: string, email: string, empId: string, domainIds: string[]) =>
    (
      await request(s.app)
        .post('/api/admin/members')
        .set(admin())
        .send({ name, email, password: 'Start-password-1', empId, pic: '', description: '', skillTags: '', domain_ids: domainIds })
        .expect(201)
    ).body;
  const usage = (id: string, app = s.app) => request(app).get(`/api/admin/domains/${id}/usage`).set(admin());
  const remove = (id: string) => request(s.app).delete(`/api/admin/domains/${id}`).set(admin());

  let iot: string;
  let design: string;
  beforeAll(async () => {
    s = await startStack();
    iot = await addDomain('IoT Lab');
    design = await addDomain('Design Studio');
    await addMember('Rohan Patel', 'rohan@agency.test', 'EMP201', [iot]);
    await addMember('Priya Verma', 'priya@agency.test', 'EMP202', [iot, design]);
    await request(s.app)
      .post('/api/admin/clients')
      .set(admin())
      .send({ clientName: 'Sensor Co', domain: 'IoT Lab', description: 'Meters' })
      .expect(201);
    for (const service of ['Software Development', 'Technical Support']) {
      await request(s.urls.userUrl).post('/api/user/requests').set(customer()).send({ service, domain_id: iot }).expect(201);
    }
  });
  afterEach(() => s.retireReplicas());
  afterAll(() => s?.stop());

  test('when the admin asks what refers to a domain, then members, those with no other domain, clients and requests are counted', async () => {
    const res = await usage(iot);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      domain_id: iot,
      name: 'IoT Lab',
      members: 2,
      membersWithoutOtherDomain: [{ member_id: expect.any(String), name: 'Rohan Patel' }],
      clients: 1,
      requests: 2,
    });
  });

  test('when the request service is down, then the usage still answers with requests unknown (null), not 0', async () => {
    const res = await usage(iot, s.adminApp({ userUrl: CLOSED_URL }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ members: 2, clients: 1, requests: null });
  });

  test('when a member has it as their only domain, then delete is 409 naming them and nothing changes', async () => {
    const res = await remove(iot);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'IoT Lab cannot be deleted: Rohan Patel has no other domain. Give them another domain in Team Management first.',
      code: 'DOMAIN_IN_USE',
    });
    const team = (await request(s.app).get(`/api/admin/domains/${iot}/members`).expect(200)).body;
    expect(team.map((m: { name: string }) => m.name).sort()).toEqual(['Priya Verma', 'Rohan Patel']);
  });

  test('when every member also has another domain, then delete succeeds and they keep the other one', async () => {
    const rohan = (await usage(iot)).body.membersWithoutOtherDomain[0].member_id;
    await request(s.app)
      .patch(`/api/admin/members/${rohan}`)
      .set(admin())
      .send({ domain_ids: [iot, design] })
      .expect(200);
    expect((await remove(iot)).status).toBe(200);
    const team = (await request(s.app).get(`/api/admin/domains/${design}/members`).expect(200)).body;
    expect(team.map((m: { name: string; domains: Array<{ name: string }> }) => [m.name, m.domains.map((d) => d.name)])).toEqual([
      ['Priya Verma', ['Design Studio']],
      ['Rohan Patel', ['Design Studio']],
    ]);
  });

  test('when no token or not an admin, then usage is 401/403; an unknown domain is 404', async () => {
    expect((await request(s.app).get(`/api/admin/domains/${design}/usage`)).status).toBe(401);
    expect((await request(s.app).get(`/api/admin/domains/${design}/usage`).set(s.bearer('member'))).status).toBe(403);
    expect((await usage('64b0000000000000000000ff')).status).toBe(404);
    expect((await usage('nope')).status).toBe(400);
  });
});
