import request from 'supertest';
import { readReleaseOverride } from '@agency/server-kit';
import { startAdmin, type AdminHarness } from './start-admin';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
const SECRET = 'override-secret-for-tests-0123456789';

describe('release pointers', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin({ operatorToken: OPERATOR_TOKEN, internalToken: INTERNAL_TOKEN, releaseOverrideSecret: SECRET });
  });
  afterAll(() => h.stop());

  const change = (target: string, body: object, operator = 'ops-a') =>
    request(h.app).post(`/api/admin/releases/${target}`).set({ 'x-operator-token': OPERATOR_TOKEN, 'x-operator': operator }).send(body);
  const pointerOf = async (target: string) =>
    (await request(h.app).get('/internal/releases').set('x-internal-token', INTERNAL_TOKEN).expect(200)).body.pointers.find(
      (p: { target: string }) => p.target === target,
    );

  test('when two changes race from the same release, then exactly one wins and the other is told the release moved', async () => {
    await change('portal', { action: 'release', version: 'v1', from: null }).expect(200);
    const answers = await Promise.all(
      ['v2', 'v3', 'v4', 'v5'].map((version) => change('portal', { action: 'release', version, from: 'v1' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.current;
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'CONFLICT' });
    expect(await pointerOf('portal')).toMatchObject({ current: winner, history: ['v1'] });
  });

  test('when two first releases race (no pointer yet), then exactly one wins', async () => {
    const answers = await Promise.all(['a1', 'a2'].map((version) => change('shell', { action: 'release', version, from: null })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  test('when an operator releases, canaries and rolls back, then the pointer follows and the log says who, when, from and to', async () => {
    await change('public', { action: 'release', version: 'r1', from: null }).expect(200);
    await change('public', { action: 'release', version: 'r2', from: 'r1' }, 'ops-b').expect(200);
    expect(await pointerOf('public')).toMatchObject({ current: 'r2', candidate: null, history: ['r1'] });

    await change('public', { action: 'canary', version: 'r3', percent: 25, from: 'r2' }).expect(200);
    expect(await pointerOf('public')).toMatchObject({ current: 'r2', candidate: 'r3', percent: 25 });
    // A rollback first takes the canary back, then the release before.
    await change('public', { action: 'rollback', from: 'r2' }).expect(200);
    expect(await pointerOf('public')).toMatchObject({ current: 'r2', candidate: null, percent: 0 });
    await change('public', { action: 'rollback', from: 'r2' }, 'ops-c').expect(200);
    expect(await pointerOf('public')).toMatchObject({ current: 'r1', history: [] });
    const none = await change('public', { action: 'rollback', from: 'r1' }).expect(409);
    expect(none.body.error).toBe('There is no earlier release to roll back to.');

    const log = (await request(h.app).get('/api/admin/releases').set('x-operator-token', OPERATOR_TOKEN).expect(200)).body.changes;
    const mine = log.filter((c: { target: string }) => c.target === 'public').reverse();
    expect(mine.map(({ action, by, from, to }: Record<string, unknown>) => ({ action, by, from, to }))).toEqual([
      { action: 'release', by: 'ops-a', from: null, to: 'r1' },
      { action: 'release', by: 'ops-b', from: 'r1', to: 'r2' },
      { action: 'canary', by: 'ops-a', from: 'r2', to: 'r3' },
      { action: 'rollback', by: 'ops-a', from: 'r3', to: 'r2' },
      { action: 'rollback', by: 'ops-c', from: 'r2', to: 'r1' },
    ]);
    expect(Date.parse(mine[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("when the caller has no operator token, or an admin's session instead, then the operator API answers 401 and nothing changes", async () => {
    const body = { action: 'release', version: 'evil', from: null };
    await request(h.app).post('/api/admin/releases/admin').send(body).expect(401);
    await request(h.app).post('/api/admin/releases/admin').set(h.bearer('admin')).send(body).expect(401);
    await request(h.app).post('/api/admin/releases/admin').set('x-operator-token', 'wrong-token-0123456789').send(body).expect(401);
    await request(h.app).get('/internal/releases').expect(401);
    expect(await pointerOf('admin')).toBeUndefined();
  });

  test('when a release name holds path characters, then 400 and nothing changes', async () => {
    const res = await change('admin', { action: 'release', version: '../etc', from: null }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await pointerOf('admin')).toBeUndefined();
  });

  test('when an admin asks for an override, then their browser gets a signed cookie for that release; anyone else gets 401/403', async () => {
    const res = await request(h.app)
      .post('/api/admin/release-override')
      .set(h.bearer('admin'))
      .send({ target: 'public', version: 'r9', minutes: 5 })
      .expect(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^release_override=[^;]+; Max-Age=300; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const value = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    expect(readReleaseOverride(value, SECRET)).toMatchObject({ target: 'public', version: 'r9' });
    await request(h.app).post('/api/admin/release-override').set(h.bearer('user')).send({ target: 'public', version: 'r9' }).expect(403);
    await request(h.app).post('/api/admin/release-override').send({ target: 'public', version: 'r9' }).expect(401);
  });
});
