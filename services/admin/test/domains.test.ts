import request from 'supertest';
import { createDomainRepository, getDomainModel } from '../src/domains/domain-repository';
import { startAdmin, type AdminHarness } from './start-admin';

describe('admin domains', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  const addDomain = (name: unknown) => request(h.app).post('/api/admin/domains').set(h.bearer('admin')).send({ name });

  test('when an admin adds a padded name, then 201 with the trimmed name and it is listed publicly', async () => {
    const res = await addDomain('  Cloud Ops  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ domain_id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Cloud Ops', slug: 'cloud-ops' });
    const list = await request(h.app).get('/api/admin/domains');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({ domain_id: res.body.domain_id, name: 'Cloud Ops', slug: 'cloud-ops' });
  });

  test('when one domain is read by id, then anyone gets it; an unknown id is 404 and a malformed one 400', async () => {
    const added = (await addDomain('Edge Devices')).body;
    const one = await request(h.app).get(`/api/admin/domains/${added.domain_id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ domain_id: added.domain_id, name: 'Edge Devices', slug: 'edge-devices' });
    expect((await request(h.app).get('/api/admin/domains/64c0000000000000000000ff')).status).toBe(404);
    expect((await request(h.app).get('/api/admin/domains/not-an-id')).status).toBe(400);
  });

  test('when domains are listed, then they come sorted by name regardless of case', async () => {
    await addDomain('zeta');
    await addDomain('Alpha');
    const names = (await request(h.app).get('/api/admin/domains')).body.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('zeta'));
  });

  test('when no token is sent, then adding answers 401 UNAUTHENTICATED', async () => {
    const res = await request(h.app).post('/api/admin/domains').send({ name: 'Sneaky' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test('when a user adds a domain, then 403 FORBIDDEN and nothing is stored', async () => {
    const res = await request(h.app).post('/api/admin/domains').set(h.bearer('user')).send({ name: 'Sneaky' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const names = (await request(h.app).get('/api/admin/domains')).body.map((d: { name: string }) => d.name);
    expect(names).not.toContain('Sneaky');
  });

  test.each([['   '], [''], [undefined], [42]])('when the name is %p, then 400 VALIDATION_FAILED', async (name) => {
    const res = await addDomain(name);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toMatch(/name/i);
  });

  test('when the same name is added with other case and spaces, then 409 DOMAIN_EXISTS', async () => {
    expect((await addDomain('Data Science')).status).toBe(201);
    const res = await addDomain('  data science ');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'A domain with this name already exists', code: 'DOMAIN_EXISTS' });
  });

  test('when names differ only in spaces, hyphens or a slash, then the second is 409 naming the domain that has the page', async () => {
    expect((await addDomain('Digital Marketing')).status).toBe(201);
    for (const name of ['Digital  Marketing', 'Digital-Marketing', 'digital/marketing']) {
      const res = await addDomain(name);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: `"${name}" would have the same team page (/team/digital-marketing) as the domain "Digital Marketing"; choose another name`,
        code: 'DOMAIN_EXISTS',
      });
    }
    const slugs = (await request(h.app).get('/api/admin/domains')).body.map((d: { slug: string }) => d.slug);
    expect(slugs.filter((s: string) => s === 'digital-marketing')).toHaveLength(1);
  });

  test('when a name has a slash, then its slug has none and the public list links it there', async () => {
    const res = await addDomain('UI/UX Design');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'UI/UX Design', slug: 'ui-ux-design' });
    expect((await request(h.app).get('/api/admin/domains')).body).toContainEqual({
      domain_id: res.body.domain_id,
      name: 'UI/UX Design',
      slug: 'ui-ux-design',
    });
  });

  test('when a name has no letter or digit, then 400 (it would have no team page)', async () => {
    const res = await addDomain(' / - ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Domain name needs at least one letter or digit', code: 'VALIDATION_FAILED' });
  });

  test('when domains from before stored slugs share one, then the oldest keeps the page and the others get -2, -3', async () => {
    const Domain = getDomainModel(h.db);
    const [older, newer] = await Domain.create([
      { name: 'Legacy Ops', nameKey: 'legacy ops' },
      { name: 'Legacy  Ops', nameKey: 'legacy  ops' },
    ]);
    expect(await createDomainRepository(h.db).backfillSlugs()).toBe(2);
    const list = (await request(h.app).get('/api/admin/domains')).body as Array<{ domain_id: string; slug: string }>;
    expect(list.find((d) => d.domain_id === String(older!._id))?.slug).toBe('legacy-ops');
    expect(list.find((d) => d.domain_id === String(newer!._id))?.slug).toBe('legacy-ops-2');
    expect((await addDomain('Legacy-Ops')).status).toBe(409);
    expect(await createDomainRepository(h.db).backfillSlugs()).toBe(0);
  });

  test('when two admins add the same name at once, then one gets 201 and the other 409', async () => {
    const [a, b] = await Promise.all([addDomain('Robotics'), addDomain('ROBOTICS')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const names = (await request(h.app).get('/api/admin/domains')).body.map((d: { name: string }) => d.name.toLowerCase());
    expect(names.filter((n: string) => n === 'robotics')).toHaveLength(1);
  });

  test('when an admin deletes a domain, then the spec message answers and the list no longer has it', async () => {
    const { body } = await addDomain('Short Lived');
    const res = await request(h.app).delete(`/api/admin/domains/${body.domain_id}`).set(h.bearer('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Domain deleted successfully!' });
    const ids = (await request(h.app).get('/api/admin/domains')).body.map((d: { domain_id: string }) => d.domain_id);
    expect(ids).not.toContain(body.domain_id);
  });

  test('when the id is not an ObjectId, then delete answers 400 INVALID_ID', async () => {
    const res = await request(h.app).delete('/api/admin/domains/not-an-id').set(h.bearer('admin'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_ID');
  });

  test('when the domain does not exist, then delete answers 404 NOT_FOUND', async () => {
    const res = await request(h.app).delete('/api/admin/domains/64b0000000000000000000ff').set(h.bearer('admin'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Domain not found', code: 'NOT_FOUND' });
  });

  test('when a member tries to delete, then 403 and the domain stays', async () => {
    const { body } = await addDomain('Keeps Living');
    const res = await request(h.app).delete(`/api/admin/domains/${body.domain_id}`).set(h.bearer('member'));
    expect(res.status).toBe(403);
    const ids = (await request(h.app).get('/api/admin/domains')).body.map((d: { domain_id: string }) => d.domain_id);
    expect(ids).toContain(body.domain_id);
  });
});
