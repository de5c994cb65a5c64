import request from 'supertest';
import { startAdmin, type AdminHarness } from './start-admin';

describe("the team page's public figures", () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  const figures = '/api/admin/settings/public-figures';

  test('when no admin has set figures, then the public stats are the spec figures 21, 5 and 10', async () => {
    const res = await request(h.app).get('/api/admin/public-stats').expect(200);
    expect(res.body).toEqual({ teamMembers: 21, departments: 5, clients: 10 });
  });

  test('when the admin saves figures, then the public stats answer them and Settings shows them beside the live counts', async () => {
    const saved = await request(h.app).put(figures).set(h.bearer('admin')).send({ teamMembers: 24, departments: 6, clients: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ teamMembers: 24, departments: 6, clients: 0 });
    expect((await request(h.app).get('/api/admin/public-stats')).body).toEqual({ teamMembers: 24, departments: 6, clients: 0 });

    const domains = (await request(h.app).get('/api/admin/domains')).body.length;
    const settings = await request(h.app).get(figures).set(h.bearer('admin')).expect(200);
    expect(settings.body).toEqual({
      teamMembers: 24,
      departments: 6,
      clients: 0,
      live: { teamMembers: expect.any(Number), departments: domains, clients: expect.any(Number) },
    });
  });

  test.each([
    ['a negative figure', { teamMembers: -1, departments: 5, clients: 10 }],
    ['a fraction', { teamMembers: 2.5, departments: 5, clients: 10 }],
    ['a figure past the maximum', { teamMembers: 10_001, departments: 5, clients: 10 }],
    ['text instead of a number', { teamMembers: '21', departments: 5, clients: 10 }],
    ['a missing figure', { teamMembers: 21, departments: 5 }],
  ])('when the admin sends %s, then 400 with the rule and nothing changes', async (_what, body) => {
    const before = (await request(h.app).get('/api/admin/public-stats')).body;
    const res = await request(h.app).put(figures).set(h.bearer('admin')).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Each figure must be a whole number from 0 to 10000.', code: 'VALIDATION_FAILED' });
    expect((await request(h.app).get('/api/admin/public-stats')).body).toEqual(before);
  });

  test('when a user or a visitor tries to set or read the settings, then 403 or 401', async () => {
    const body = { teamMembers: 1, departments: 1, clients: 1 };
    expect((await request(h.app).put(figures).set(h.bearer('user')).send(body)).status).toBe(403);
    expect((await request(h.app).put(figures).send(body)).status).toBe(401);
    expect((await request(h.app).get(figures)).status).toBe(401);
  });
});
