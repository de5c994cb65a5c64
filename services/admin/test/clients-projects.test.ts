import request from 'supertest';
import { createClientRepository } from '../src/clients/client-repository';
import { createDomainRepository } from '../src/domains/domain-repository';
import { createMemberProfileRepository } from '../src/members/member-profile-repository';
import { createProjectRepository } from '../src/projects/project-repository';
import { seedDemoData } from '../src/seed/seed-demo';
import { createSeedMarkers } from '@agency/server-kit';
import { startAdmin, type AdminHarness } from './start-admin';

describe('clients and projects', () => {
  let h: AdminHarness;
  const admin = () => h.bearer('admin');
  const seed = () =>
    seedDemoData({
      domains: createDomainRepository(h.db),
      members: createMemberProfileRepository(h.db),
      markers: createSeedMarkers(h.db),
      projects: createProjectRepository(h.db),
    });
  const projects = async (query = '') => (await request(h.app).get(`/api/admin/projects${query}`).set(admin()).expect(200)).body;

  beforeAll(async () => {
    h = await startAdmin();
    await seed();
  });
  afterAll(() => h.stop());

  test('when no token, then 401; when a user or member token, then 403', async () => {
    const id = '64b0000000000000000000aa';
    const calls = [
      () => request(h.app).get('/api/admin/clients'),
      () => request(h.app).post('/api/admin/clients').send({}),
      () => request(h.app).delete(`/api/admin/clients/${id}`),
      () => request(h.app).get('/api/admin/projects'),
      () => request(h.app).post('/api/admin/projects').send({}),
      () => request(h.app).delete(`/api/admin/projects/${id}`),
      () => request(h.app).get('/api/admin/messages'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(h.bearer('user'))).status).toBe(403);
      expect((await call().set(h.bearer('member'))).status).toBe(403);
    }
  });

  test('when a client field is blank, then 400 Please fill all required fields', async () => {
    const res = await request(h.app).post('/api/admin/clients').set(admin()).send({ clientName: 'Acme', domain: 'IOT', description: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please fill all required fields');
  });

  test('when a client is added, then it is listed newest first; the same name again is 409; an unknown domain is 400', async () => {
    const add = (clientName: string, domain = 'iot') =>
      request(h.app).post('/api/admin/clients').set(admin()).send({ clientName, domain, description: 'Sensors' });
    const res = await add('Acme Farms');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Client added successfully!', client: { clientName: 'Acme Farms', domain: 'IOT' } });
    await add('Beta Labs').expect(201);
    expect((await add(' acme farms ')).body.code).toBe('CLIENT_EXISTS');
    expect((await add('Gamma', 'Nope')).status).toBe(400);
    const list = (await request(h.app).get('/api/admin/clients').set(admin())).body;
    expect(list.clients.map((c: { clientName: string }) => c.clientName)).toEqual(['Beta Labs', 'Acme Farms']);
    expect(list.total).toBe(2);
    expect(list.nextCursor).toBeNull();
    // A page at a time by position: the first page's cursor reads the rest, and the last page says so.
    const first = (await request(h.app).get('/api/admin/clients?limit=1').set(admin())).body;
    expect(first).toMatchObject({ clients: [{ clientName: 'Beta Labs' }], total: 2, nextCursor: expect.any(String) });
    const rest = (
      await request(h.app)
        .get(`/api/admin/clients?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)
        .set(admin())
    ).body;
    expect(rest).toMatchObject({ clients: [{ clientName: 'Acme Farms' }], total: 2, nextCursor: null });
    expect((await request(h.app).get('/api/admin/clients?cursor=bm90LWEtY3Vyc29y').set(admin())).body.code).toBe('INVALID_CURSOR');
  });

  test('when demo data is seeded, then the three sample projects are there, once', async () => {
    expect((await projects()).total).toBe(3);
    await seed();
    expect((await projects()).total).toBe(3);
  });

  test('when a project is added, then team is split and trimmed, budget a number, empty payment null', async () => {
    const res = await request(h.app).post('/api/admin/projects').set(admin()).send({
      name: 'Shop Revamp',
      client: 'Acme Farms',
      domain: 'Web Development',
      status: 'Active',
      team: ' Ana, ,Ben ,',
      budget: '1500',
      payment: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Shop Revamp', team: ['Ana', 'Ben'], budget: 1500, payment: null, status: 'Active' });
  });

  test('when name, client or domain is missing or the budget is not a number, then 400', async () => {
    for (const over of [{ name: '' }, { client: ' ' }, { domain: 'Space' }, { budget: 'lots' }]) {
      const body = { name: 'X', client: 'Y', domain: 'Mobile Apps', ...over };
      expect((await request(h.app).post('/api/admin/projects').set(admin()).send(body)).status).toBe(400);
    }
  });

  test('when projects are searched and filtered, then only matches come back (search over name and client, regex-safe)', async () => {
    expect((await projects('?q=acme')).projects.map((p: { name: string }) => p.name)).toEqual(['Shop Revamp']);
    expect((await projects('?q=HEALTH')).projects.map((p: { client: string }) => p.client)).toEqual(['HealthPlus']);
    expect((await projects('?status=Inactive')).projects.map((p: { name: string }) => p.name)).toEqual(['Social Media Campaign']);
    expect((await projects('?domain=Web%20Development')).total).toBe(2);
    expect((await projects('?domain=Web%20Development&status=Inactive')).total).toBe(0);
    expect((await projects('?q=.*')).total).toBe(0);
    expect((await projects('?status=Bogus')).total).toBe(4);
  });

  test('when a project is deleted, then it is gone and the dashboard counts follow', async () => {
    const before = (await request(h.app).get('/api/admin/dashboard/stats').set(admin())).body;
    const [shop] = (await projects('?q=Shop')).projects;
    await request(h.app).delete(`/api/admin/projects/${shop.id}`).set(admin()).expect(200);
    expect((await request(h.app).delete(`/api/admin/projects/${shop.id}`).set(admin())).status).toBe(404);
    const after = (await request(h.app).get('/api/admin/dashboard/stats').set(admin())).body;
    expect(after.activeProjects).toBe(before.activeProjects - 1);
    expect(after).toMatchObject({ clients: 2, pendingRequests: null });
  });

  test('when a search or a filter is read page by page by cursor, then each match comes once, newest first, even with one added meanwhile; a forged cursor is 400', async () => {
    const add = (n: number, status: string) =>
      request(h.app)
        .post('/api/admin/projects')
        .set(admin())
        .send({ name: `Paged ${n}`, client: 'Pager Co', domain: 'Mobile Apps', status })
        .expect(201);
    for (let n = 1; n <= 5; n++) await add(n, n % 2 ? 'Active' : 'Inactive');
    const walk = async (filter: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { projects: Array<{ name: string }>; total: number; nextCursor: string | null } = await projects(
          `?${filter}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        names.push(...page.projects.map((p) => p.name));
        cursor = page.nextCursor;
        // A newer match arrives after the first page: it belongs before the pages read, so nothing repeats.
        if (pages++ === 0) await add(9, 'Active');
      } while (cursor && pages < 10);
      return { names, pages };
    };
    // The search has its own $or (name or client) beside the cursor's.
    expect(await walk('q=pager')).toEqual({ names: ['Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1'], pages: 3 });
    expect(await walk('status=Active&domain=Mobile%20Apps&q=paged')).toEqual({
      names: ['Paged 9', 'Paged 5', 'Paged 3', 'Paged 1'],
      pages: 2,
    });
    expect((await projects('?q=pager&limit=2')).total).toBe(7);
    expect((await request(h.app).get('/api/admin/projects?cursor=bm90LWEtY3Vyc29y').set(admin())).body.code).toBe('INVALID_CURSOR');
  });
});

describe('demo clients', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  test('when demo data is seeded twice, then the three clients of the sample projects are there once and counted publicly', async () => {
    const seed = () =>
      seedDemoData({
        domains: createDomainRepository(h.db),
        members: createMemberProfileRepository(h.db),
        markers: createSeedMarkers(h.db),
        projects: createProjectRepository(h.db),
        clients: createClientRepository(h.db),
      });
    await seed();
    await seed();
    const list = (await request(h.app).get('/api/admin/clients').set(h.bearer('admin')).expect(200)).body;
    expect(list.clients.map((c: { clientName: string }) => c.clientName).sort()).toEqual([
      'GreenLeaf Organics',
      'HealthPlus',
      'TechCorp Solutions',
    ]);
    const projectClients = (await request(h.app).get('/api/admin/projects').set(h.bearer('admin'))).body.projects.map(
      (p: { client: string }) => p.client,
    );
    expect(projectClients.sort()).toEqual(['GreenLeaf Organics', 'HealthPlus', 'TechCorp Solutions']);
    const settings = await request(h.app).get('/api/admin/settings/public-figures').set(h.bearer('admin')).expect(200);
    expect(settings.body.live.clients).toBe(3);
  });

  test('when demo data is seeded, then the demo team is linked to its logins (so work can be assigned to it)', async () => {
    const { members } = (await request(h.app).get('/api/admin/members').set(h.bearer('admin')).expect(200)).body;
    const byEmpId = Object.fromEntries(members.map((m: { empId: string }) => [m.empId, m]));
    expect(byEmpId.EMP001).toMatchObject({ name: 'Aarav Sharma', email: 'aarav@agency.local', accountId: '64d000000000000000000e01' });
    expect(byEmpId.EMP003).toMatchObject({ email: 'rohan@agency.local', accountId: '64d000000000000000000e03' });
  });
});
