import request from 'supertest';
import { createDomainRepository } from '../src/domains/domain-repository';
import { createMemberProfileRepository } from '../src/members/member-profile-repository';
import { seedDemoData } from '../src/seed/seed-demo';
import { createSeedMarkers } from '@agency/server-kit';
import { startAdmin, type AdminHarness } from './start-admin';

describe('demo seed and public team reads', () => {
  let h: AdminHarness;
  const seed = () =>
    seedDemoData({
      domains: createDomainRepository(h.db),
      members: createMemberProfileRepository(h.db),
      markers: createSeedMarkers(h.db),
    });
  const domainNamed = async (name: string) =>
    (await request(h.app).get('/api/admin/domains')).body.find((d: { name: string }) => d.name === name);

  beforeAll(async () => {
    h = await startAdmin();
    expect(await seed()).toBe(true);
  });
  afterAll(() => h.stop());

  test('when demo data is seeded, then the four spec domains are listed by name', async () => {
    const res = await request(h.app).get('/api/admin/domains');
    expect(res.body.map((d: { name: string }) => d.name)).toEqual([
      'Digital Marketing',
      'Graphic Designing',
      'IOT',
      'Software Development',
    ]);
  });

  test('when a domain team is read, then its members come as public cards with domain names and no e-mail', async () => {
    const software = await domainNamed('Software Development');
    const res = await request(h.app).get(`/api/admin/domains/${software.domain_id}/members`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        member_id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Aarav Sharma',
        empId: 'EMP001',
        // The picture is an address, not kilobytes of SVG per card.
        pic: expect.stringMatching(/^\/api\/admin\/members\/[0-9a-f]{24}\/avatar$/),
        description: expect.any(String),
        skillTags: ['React', 'Node.js', 'MongoDB'],
        domains: [{ domain_id: software.domain_id, name: 'Software Development' }],
      },
    ]);
    expect(res.text).not.toMatch(/email/i);
  });

  test('when a member belongs to two domains, then the card lists both', async () => {
    const marketing = await domainNamed('Digital Marketing');
    const res = await request(h.app).get(`/api/admin/domains/${marketing.domain_id}/members`);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].domains.map((d: { name: string }) => d.name).sort()).toEqual(['Digital Marketing', 'Graphic Designing']);
  });

  test('when a member profile is read, then about, skills and languages come with it', async () => {
    const iot = await domainNamed('IOT');
    const [card] = (await request(h.app).get(`/api/admin/domains/${iot.domain_id}/members`)).body;
    const res = await request(h.app).get(`/api/admin/members/${card.member_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ member_id: card.member_id, name: 'Rohan Patel', languages: ['English', 'Hindi', 'Gujarati'] });
    expect(res.body.about).not.toBe('');
  });

  test('when the member id is unknown or malformed, then 404 NOT_FOUND', async () => {
    for (const id of ['64b0000000000000000000ff', 'nope']) {
      const res = await request(h.app).get(`/api/admin/members/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  test('when the domain id is malformed, then 400 INVALID_ID; when unknown, then 404', async () => {
    expect((await request(h.app).get('/api/admin/domains/xyz/members')).body.code).toBe('INVALID_ID');
    const missing = await request(h.app).get('/api/admin/domains/64b0000000000000000000ff/members');
    expect(missing.status).toBe(404);
  });

  test('when an admin deletes a seeded domain, then seeding again does not bring it back', async () => {
    const iot = await domainNamed('IOT');
    // Rohan has no other domain: he gets one first, else the delete is refused (integration/test/admin/domain-delete.test.ts).
    const [rohan] = (await request(h.app).get(`/api/admin/domains/${iot.domain_id}/members`).expect(200)).body;
    const software = await domainNamed('Software Development');
    await request(h.app)
      .patch(`/api/admin/members/${rohan.member_id}`)
      .set(h.bearer('admin'))
      .send({ domain_ids: [iot.domain_id, software.domain_id] })
      .expect(200);
    await request(h.app).delete(`/api/admin/domains/${iot.domain_id}`).set(h.bearer('admin')).expect(200);
    expect(await seed()).toBe(false);
    expect(await domainNamed('IOT')).toBeUndefined();
  });
});
