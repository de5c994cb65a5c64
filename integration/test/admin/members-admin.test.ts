import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { CLOSED_URL, startStack, type Stack } from './start-stack';

describe('Team Management: member create/delete saga over auth', () => {
  let s: Stack;
  let domainId: string;
  const admin = () => s.bearer('admin');
  const login = (email: string, password: string) =>
    request(s.urls.authUrl).post('/api/auth/login').send({ email, password, role: 'member' });
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Meera Iyer',
    email: 'meera@agency.local',
    password: 'Start-password-1',
    empId: 'EMP100',
    pic: '',
    description: 'Backend engineer',
    skillTags: 'Go, , Postgres ',
    domain_ids: [domainId],
    ...over,
  });
  const add = (over: Record<string, unknown> = {}, app = s.app) => request(app).post('/api/admin/members').set(admin()).send(body(over));
  const list = async () => (await request(s.app).get('/api/admin/members').set(admin()).expect(200)).body;

  beforeAll(async () => {
    s = await startStack();
    domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Backend' }).expect(201)).body.domain_id;
  });
  afterEach(() => s.retireReplicas());
  afterAll(() => s?.stop());

  test('when no token, then 401; when a user or member token, then 403 on every members route', async () => {
    const id = '64b0000000000000000000aa';
    const calls = [
      () => request(s.app).get('/api/admin/members'),
      () => request(s.app).post('/api/admin/members').send(body()),
      () => request(s.app).patch(`/api/admin/members/${id}`).send({ about: 'x' }),
      () => request(s.app).delete(`/api/admin/members/${id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(s.bearer('user'))).status).toBe(403);
      expect((await call().set(s.bearer('member'))).status).toBe(403);
    }
  });

  test('when name, email, password or domains are missing, then 400 with the spec text', async () => {
    for (const over of [{ name: ' ' }, { email: '' }, { password: undefined }, { domain_ids: [] }]) {
      const res = await add(over);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION_FAILED', error: 'Name, email, password, and at least one domain are required.' });
    }
    expect((await list()).total).toBe(0);
  });

  test('when an admin adds a member, then the account logs in with firstLogin and the profile is listed and public', async () => {
    const res = await add();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Meera Iyer', email: 'meera@agency.local', empId: 'EMP100', skillTags: ['Go', 'Postgres'] });
    expect(res.body.domains).toEqual([{ domain_id: domainId, name: 'Backend' }]);
    const session = await login('meera@agency.local', 'Start-password-1');
    expect(session.status).toBe(200);
    expect(session.body.firstLogin).toBe(true);
    expect(res.body.accountId).toBe(session.body.user.id);
    expect((await list()).members.map((m: { email: string }) => m.email)).toEqual(['meera@agency.local']);
    const team = await request(s.app).get(`/api/admin/domains/${domainId}/members`).expect(200);
    expect(team.body.map((m: { name: string }) => m.name)).toEqual(['Meera Iyer']);
    expect(team.text).not.toContain('meera@agency.local');
  });

  test('when the e-mail is taken, then 409 EMAIL_TAKEN and no second profile', async () => {
    const res = await add({ empId: 'EMP101' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect((await list()).total).toBe(1);
  });

  test('when auth is down, then 503 and neither a profile nor an account exists', async () => {
    const res = await add({ email: 'down@agency.local', empId: 'EMP102' }, s.adminApp({ authUrl: CLOSED_URL }));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DEPENDENCY_UNAVAILABLE');
    expect((await list()).total).toBe(1);
    expect((await login('down@agency.local', 'Start-password-1')).status).toBe(401);
  });

  test('when the profile step fails (taken employee id), then the new account is deleted again: 409 and no half state', async () => {
    const res = await add({ email: 'twin@agency.local', empId: 'EMP100' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMP_ID_TAKEN');
    expect((await login('twin@agency.local', 'Start-password-1')).status).toBe(401);
    expect((await list()).total).toBe(1);
    // The e-mail is free again: the compensation really removed the account.
    expect((await add({ email: 'twin@agency.local', empId: 'EMP103' })).status).toBe(201);
  });

  test('when an admin edits about, skills and languages, then the public profile shows them', async () => {
    const [member] = (await list()).members;
    const res = await request(s.app)
      .patch(`/api/admin/members/${member.member_id}`)
      .set(admin())
      .send({ about: 'Ten years of APIs.', skills: 'Go, SQL', languages: ['English', 'Tamil'] });
    expect(res.status).toBe(200);
    const profile = await request(s.app).get(`/api/admin/members/${member.member_id}`).expect(200);
    expect(profile.body).toMatchObject({ about: 'Ten years of APIs.', skills: ['Go', 'SQL'], languages: ['English', 'Tamil'] });
  });

  test('when auth is down during delete, then the member is gone at once and the login follows once auth is reachable; a second delete is 404', async () => {
    const { members } = await list();
    const twin = members.find((m: { email: string }) => m.email === 'twin@agency.local');
    // This replica cannot reach auth and then goes away; the message it wrote is delivered by the other one (s.app).
    const down = await request(s.adminApp({ authUrl: CLOSED_URL }))
      .delete(`/api/admin/members/${twin.member_id}`)
      .set(admin());
    expect(down.status).toBe(200);
    await s.retireReplicas();
    expect((await list()).total).toBe(1);
    expect(await eventually(async () => (await login('twin@agency.local', 'Start-password-1')).status, 401, 10_000)).toBe(401);
    expect((await request(s.app).delete(`/api/admin/members/${twin.member_id}`).set(admin())).status).toBe(404);
  }, 60_000);

  test('when the page limit is absurd, then the list answers a page (clamped, not refused)', async () => {
    const res = await request(s.app).get('/api/admin/members?limit=100000').set(admin());
    expect(res.status).toBe(200);
    expect(res.body.members.length).toBeGreaterThan(0);
    expect(res.body.members.length).toBeLessThanOrEqual(100);
  });
});
