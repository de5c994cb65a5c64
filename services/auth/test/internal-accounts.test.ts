import request from 'supertest';
import { INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';

describe('internal member accounts', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const create = (body: object, token = INTERNAL_TOKEN) =>
    request(h.app).post('/internal/accounts').set('x-internal-token', token).send(body);

  test('when the internal token is missing or wrong, then 401 and no account is made', async () => {
    const missing = await request(h.app).post('/internal/accounts').send({ name: 'X', email: 'x@example.com', password: 'pw-long-enough' });
    expect(missing.status).toBe(401);
    expect((await create({ name: 'X', email: 'x@example.com', password: 'pw-long-enough' }, 'wrong')).status).toBe(401);
    expect((await h.login('x@example.com', 'pw-long-enough', 'member')).status).toBe(401);
  });

  test('when admin creates a member account, then the member logs in with firstLogin true', async () => {
    const res = await create({ name: 'Meera', email: 'Meera@Agency.local', password: 'first-pw-long', phone: '99999' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Meera', email: 'meera@agency.local', role: 'member', firstLogin: true });
    const login = await h.login('meera@agency.local', 'first-pw-long', 'member');
    expect(login.status).toBe(200);
    expect(login.body.firstLogin).toBe(true);
    expect(h.readToken(login.body.token)).toMatchObject({ role: 'member', firstLogin: true });
  });

  test('when the member e-mail is taken, then 409 EMAIL_TAKEN', async () => {
    await create({ name: 'Om', email: 'om@agency.local', password: 'pw-long-enough' }).expect(201);
    const res = await create({ name: 'Om again', email: 'om@agency.local', password: 'pw-long-enough' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  test('when an account is deleted, then it can no longer log in and a second delete is 404', async () => {
    const { body } = await create({ name: 'Temp', email: 'temp@agency.local', password: 'pw-long-enough' }).expect(201);
    const del = await request(h.app).delete(`/internal/accounts/${body.id}`).set('x-internal-token', INTERNAL_TOKEN);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: true });
    expect((await h.login('temp@agency.local', 'pw-long-enough', 'member')).status).toBe(401);
    const again = await request(h.app).delete(`/internal/accounts/${body.id}`).set('x-internal-token', INTERNAL_TOKEN);
    expect(again.status).toBe(404);
  });

  test('when the account id is malformed, then 400 INVALID_ID', async () => {
    const res = await request(h.app).delete('/internal/accounts/abc').set('x-internal-token', INTERNAL_TOKEN);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_ID');
  });
  test("when the user service asks for the admins, then it gets each admin's current name and e-mail and nobody else", async () => {
    await h.db
      .collection('accounts')
      .insertOne({ name: 'Ada Admin', email: 'ada@agency.local', role: 'admin', passwordHash: 'x', tokenVersion: 0 });
    await create({ name: 'Not Admin', email: 'not-admin@agency.local', password: 'pw-long-enough' }).expect(201);
    const res = await request(h.app).get('/internal/admin-accounts').set('x-internal-token', INTERNAL_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body.accounts).toEqual([
      { id: expect.any(String), name: 'Ada Admin', email: 'ada@agency.local', role: 'admin', firstLogin: false },
    ]);
    expect((await request(h.app).get('/internal/admin-accounts')).status).toBe(401);
  });

  test('when there are more admins than a page, then following nextCursor reaches each admin once, oldest first', async () => {
    const names = ['Page One', 'Page Two', 'Page Three'];
    await h.db
      .collection('accounts')
      .insertMany(names.map((name, n) => ({ name, email: `page-${n}@agency.local`, role: 'admin', passwordHash: 'x', tokenVersion: 0 })));
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res: request.Response = await request(h.app)
        .get('/internal/admin-accounts')
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .set('x-internal-token', INTERNAL_TOKEN)
        .expect(200);
      seen.push(...(res.body.accounts as Array<{ name: string }>).map((a) => a.name));
      sizes.push(res.body.accounts.length);
      cursor = res.body.nextCursor;
    } while (cursor && sizes.length < 10);
    expect(sizes.every((n) => n <= 2)).toBe(true);
    expect(seen.filter((name) => names.includes(name))).toEqual(names);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('when the admins cursor was not handed out, then 400 INVALID_CURSOR', async () => {
    const res = await request(h.app).get('/internal/admin-accounts?cursor=nope').set('x-internal-token', INTERNAL_TOKEN);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });
});
