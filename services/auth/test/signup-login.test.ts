import request from 'supertest';
import { startAuth, type AuthHarness } from './start-auth';

describe('signup and login', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const signup = (body: object) => request(h.app).post('/api/auth/signup').send(body);

  test('when someone signs up, then 201 with a user token for the lower-cased e-mail', async () => {
    const res = await signup({ name: ' Nia ', email: ' Nia@Example.com ', password: 'pw-1-long' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { token: expect.any(String), user: { id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Nia', email: 'nia@example.com' } },
    });
    const claims = h.readToken(res.body.data.token);
    expect(claims).toMatchObject({ sub: res.body.data.user.id, role: 'user', name: 'Nia', email: 'nia@example.com', tokenVersion: 0 });
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });

  test('when a signup asks for the admin role, then the account is still a user', async () => {
    const res = await signup({ name: 'Mallory', email: 'mallory@example.com', password: 'password-1', role: 'admin' });
    expect(res.status).toBe(201);
    expect(h.readToken(res.body.data.token).role).toBe('user');
    expect((await h.login('mallory@example.com', 'password-1', 'admin')).status).toBe(401);
  });

  test('when the e-mail is taken in another case, then 409 EMAIL_TAKEN', async () => {
    await signup({ name: 'Raj', email: 'raj@example.com', password: 'password-1' }).expect(201);
    const res = await signup({ name: 'Raj 2', email: 'RAJ@example.com', password: 'password-1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  test('when two signups race for one e-mail, then exactly one gets 201', async () => {
    const results = await Promise.all([1, 2].map((n) => signup({ name: `Twin ${n}`, email: 'twin@example.com', password: 'password-1' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  test.each([
    [{ email: 'a@example.com', password: 'pw' }, /name/i],
    [{ name: 'A', email: 'not-mail', password: 'pw' }, /email/i],
    [{ name: 'A', email: 'a@example.com', password: '' }, /password/i],
  ])('when signup is %j, then 400 VALIDATION_FAILED naming the field', async (body, field) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toMatch(field);
  });

  test('when a user logs in with the right role, then token, role, firstLogin and user come back', async () => {
    await signup({ name: 'Lee', email: 'lee@example.com', password: 'secret-1-long' }).expect(201);
    const res = await h.login('LEE@example.com', 'secret-1-long', 'user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      role: 'user',
      firstLogin: false,
      user: { id: expect.any(String), name: 'Lee', email: 'lee@example.com' },
    });
    expect(h.readToken(res.body.token).sub).toBe(res.body.user.id);
  });

  test.each([
    ['the wrong password', 'lee@example.com', 'nope', 'user'],
    ['an unknown e-mail', 'ghost@example.com', 'secret-1-long', 'user'],
    ['another role than the account has', 'lee@example.com', 'secret-1-long', 'admin'],
  ])('when login uses %s, then 401 "Invalid credentials", naming the role as a thing to check', async (_label, email, password, role) => {
    const res = await h.login(email, password, role);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Invalid credentials. Check your email, password and the role you selected.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  test('when login has no role, then 400 VALIDATION_FAILED', async () => {
    const res = await request(h.app).post('/api/auth/login').send({ email: 'lee@example.com', password: 'secret-1-long' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('when a login e-mail is an object with a query operator, then 400 and nobody is logged in', async () => {
    const res = await request(h.app)
      .post('/api/auth/login')
      .send({ email: { $ne: '' }, password: 'secret-1-long', role: 'user' });
    expect(res.status).toBe(400);
  });
});
