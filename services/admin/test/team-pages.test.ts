// A domain's team page is read a page at a time by name (like the admin lists), and member pictures are
// addresses served with caching, not inline SVG in every card.
import request from 'supertest';
import { ObjectId } from 'mongodb';
import { createSeedMarkers } from '@agency/server-kit';
import { createDomainRepository } from '../src/domains/domain-repository';
import { createMemberProfileRepository } from '../src/members/member-profile-repository';
import { seedDemoData } from '../src/seed/seed-demo';
import { startAdmin, type AdminHarness } from './start-admin';

describe('team pages by domain and member pictures', () => {
  let h: AdminHarness;
  let domainId: string;

  beforeAll(async () => {
    h = await startAdmin();
    await seedDemoData({
      domains: createDomainRepository(h.db),
      members: createMemberProfileRepository(h.db),
      markers: createSeedMarkers(h.db),
    });
    const created = await request(h.app).post('/api/admin/domains').set(h.bearer('admin')).send({ name: 'Big Team' }).expect(201);
    domainId = created.body.domain_id;
    // 61 members, two of them sharing a name (ties are broken by id, so none repeats or is skipped).
    const now = new Date();
    await h.db.collection('member_profiles').insertMany(
      Array.from({ length: 61 }, (_, n) => ({
        name: n === 60 ? 'Member 059' : `Member ${String(n).padStart(3, '0')}`,
        email: '',
        empId: `BIG-${n}`,
        pic: '',
        description: '',
        skillTags: [],
        about: '',
        skills: [],
        languages: [],
        domainIds: [new ObjectId(domainId)],
        version: 0,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  afterAll(() => h.stop());

  test('when a big team is read page by page, then every member comes once, by name, with the whole count', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=24&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await request(h.app).get(`/api/admin/domains/${domainId}/team${query}`).expect(200);
      expect(res.body.total).toBe(61);
      expect(res.body.members.length).toBeLessThanOrEqual(24);
      seen.push(...res.body.members.map((m: { member_id: string }) => m.member_id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(61);
    const all = (await request(h.app).get(`/api/admin/domains/${domainId}/members`).expect(200)).body;
    expect(seen).toEqual(all.map((m: { member_id: string }) => m.member_id));
  });

  test('when the admin searches members page by page by cursor, then each comes once, by name, even if one is added meanwhile', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?q=member&limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await request(h.app).get(`/api/admin/members${query}`).set(h.bearer('admin')).expect(200);
      seen.push(...res.body.members.map((m: { name: string }) => m.name));
      cursor = res.body.nextCursor;
      // A member whose name sorts before the read pages: a numbered page would now repeat the last one read.
      if (pages++ === 0) await h.db.collection('member_profiles').insertOne({ name: 'Member 000a', empId: 'BIG-new', domainIds: [] });
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(61);
    expect(new Set(seen).size).toBe(60); // the two "Member 059", each once
    expect(seen).toEqual([...seen].sort());
    const bad = await request(h.app).get('/api/admin/members?cursor=nope').set(h.bearer('admin'));
    expect(bad.body).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  test('when the cursor was not handed out or the domain is unknown, then 400 INVALID_CURSOR / 404', async () => {
    const bad = await request(h.app).get(`/api/admin/domains/${domainId}/team?cursor=nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_CURSOR');
    expect((await request(h.app).get('/api/admin/domains/64b0000000000000000000ff/team')).status).toBe(404);
  });

  test('when a card’s picture is fetched, then it is the SVG with caching, and an unchanged one is 304', async () => {
    const software = (await request(h.app).get('/api/admin/domains')).body.find((d: { name: string }) => d.name === 'Software Development');
    const [card] = (await request(h.app).get(`/api/admin/domains/${software.domain_id}/team`).expect(200)).body.members;
    expect(card.pic).toBe(`/api/admin/members/${card.member_id}/avatar`);
    const picture = await request(h.app).get(card.pic).buffer(true).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toBe('public, max-age=300');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(String(picture.body)).toMatch(/^<svg[^>]*>.*AS<\/text><\/svg>$/s);
    const again = await request(h.app).get(card.pic).set('if-none-match', picture.headers.etag!);
    expect(again.status).toBe(304);
  });

  test('when a member has no stored picture or does not exist, then the picture is 404', async () => {
    const [member] = (await request(h.app).get(`/api/admin/domains/${domainId}/team?limit=1`).expect(200)).body.members;
    expect(member.pic).toBe('');
    expect((await request(h.app).get(`/api/admin/members/${member.member_id}/avatar`)).status).toBe(404);
    expect((await request(h.app).get('/api/admin/members/64b0000000000000000000ff/avatar')).status).toBe(404);
    expect((await request(h.app).get('/api/admin/members/nope/avatar')).status).toBe(404);
  });
});
