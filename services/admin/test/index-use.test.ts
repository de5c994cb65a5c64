// Every list's query and every dashboard count the admin service sends is served by an index, as the
// database's own explain says (devdb here; the same helper asks a real MongoDB the same question): no
// COLLSCAN (every document read per page load) and no SORT (every match sorted in memory). Recorded
// from the real routes, so a new query without an index fails here.
import request from 'supertest';
import { planOf, recordReads, whyNotIndexOnly, type RecordedRead } from '@agency/devdb';
import { createSeedMarkers } from '@agency/server-kit';
import { createClientRepository } from '../src/clients/client-repository';
import { createContactMessageRepository } from '../src/contact/contact-message-repository';
import { createDomainRepository } from '../src/domains/domain-repository';
import { createMemberProfileRepository } from '../src/members/member-profile-repository';
import { createProjectRepository } from '../src/projects/project-repository';
import { seedDemoData } from '../src/seed/seed-demo';
import { startAdmin, type AdminHarness } from './start-admin';

const UNINDEXED = ['COLLSCAN', 'SORT'];

describe('index use of the admin lists and dashboard', () => {
  let h: AdminHarness;
  const admin = () => h.bearer('admin');

  beforeAll(async () => {
    h = await startAdmin();
    await seedDemoData({
      domains: createDomainRepository(h.db),
      members: createMemberProfileRepository(h.db),
      markers: createSeedMarkers(h.db),
      projects: createProjectRepository(h.db),
    });
    const clients = createClientRepository(h.db);
    const messages = createContactMessageRepository(h.db);
    for (let n = 0; n < 30; n++) {
      await clients.insert({ clientName: `Client ${n}`, domain: 'IOT', description: '' });
      await messages.insert({ name: `Visitor ${n}`, email: `v${n}@example.com`, phone: '', subject: 'Hello', message: 'Hi there' });
    }
  });
  afterAll(() => h.stop());

  /** The reads `calls` make, each with the plan the database gives it. */
  async function plansOf(calls: string[]): Promise<Array<RecordedRead & { stages: string[] }>> {
    const recording = recordReads(h.db);
    for (const path of calls) expect((await request(h.app).get(path).set(admin())).status).toBe(200);
    const reads = recording.stop();
    return Promise.all(reads.map(async (read) => ({ ...read, stages: await planOf(h.db, read) })));
  }

  const unindexed = (plans: Array<RecordedRead & { stages: string[] }>) =>
    plans
      .filter((p) => p.stages.some((s) => UNINDEXED.includes(s)))
      .map((p) => `${p.collection}.${p.method} ${JSON.stringify(p.command)} → ${p.stages.join(' > ')}`);

  /** Reads that fetch documents their index cannot decide (see whyNotIndexOnly). */
  const readingDocuments = async (reads: RecordedRead[]) =>
    (await Promise.all(reads.map((read) => whyNotIndexOnly(h.db, read)))).filter(Boolean);

  test('when the dashboard loads, then each of its counts is read off an index or the collection’s own count', async () => {
    const plans = await plansOf(['/api/admin/dashboard/stats']);
    expect(new Set(plans.map((p) => p.collection))).toEqual(
      new Set(['domains', 'clients', 'member_profiles', 'projects', 'contactmessages']),
    );
    expect(unindexed(plans)).toEqual([]);
    expect(await readingDocuments(plans)).toEqual([]);
  });

  test('when the admin opens page 1 (and 2) of each list, then every query walks an index in the list’s order', async () => {
    const ioT = (await request(h.app).get('/api/admin/domains')).body.find((d: { name: string }) => d.name === 'IOT');
    const nextOf = async (path: string) => {
      const cursor = (await request(h.app).get(path).set(admin()).expect(200)).body.nextCursor as string;
      expect(cursor).toEqual(expect.any(String));
      return encodeURIComponent(cursor);
    };
    const secondClients = await nextOf('/api/admin/clients?limit=1');
    const secondProjects = await nextOf('/api/admin/projects?limit=1');
    const secondActive = await nextOf('/api/admin/projects?status=Active&limit=1');
    const secondMembers = await nextOf('/api/admin/members?limit=1');
    const plans = await plansOf([
      '/api/admin/clients',
      `/api/admin/clients?limit=1&cursor=${secondClients}`,
      '/api/admin/messages',
      '/api/admin/projects',
      '/api/admin/projects?status=Active',
      '/api/admin/projects?domain=IOT',
      `/api/admin/projects?limit=1&cursor=${secondProjects}`,
      `/api/admin/projects?status=Active&limit=1&cursor=${secondActive}`,
      '/api/admin/members',
      `/api/admin/members?limit=1&cursor=${secondMembers}`,
      '/api/admin/members?q=a&limit=20',
      `/api/admin/domains/${ioT.domain_id}/members`,
      `/api/admin/domains/${ioT.domain_id}/team?limit=1`,
      '/api/admin/public-stats',
    ]);
    const lists = plans.filter((p) => p.method === 'find' || p.method === 'findOne');
    expect(new Set(lists.map((p) => p.collection))).toEqual(
      new Set(['clients', 'contactmessages', 'projects', 'member_profiles', 'domains', 'site_settings']),
    );
    // A name search counts its matches by reading the team's profiles (bounded by the team, not the data).
    const searchCount = (p: RecordedRead) => p.method === 'countDocuments' && 'name' in (p.command.pipeline?.[0]?.$match ?? {});
    expect(unindexed(plans.filter((p) => !searchCount(p)))).toEqual([]);
    expect(await readingDocuments(plans.filter((p) => !searchCount(p)))).toEqual([]);
  });
});
