import { expect, test } from '@playwright/test';
import { ADMIN_DIRECT, AUTH_DIRECT, api, createMember, signUpUser, uniqueEmail } from './accounts-helpers';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const login = (body: object, headers?: Record<string, string>) => api('/api/auth/login', { method: 'POST', body, headers });

test('when login fields are query operators, then 400 and no token', async () => {
  const res = await login({ email: { $gt: '' }, password: { $gt: '' }, role: 'user' });
  expect(res.status).toBe(400);
  expect(res.text).not.toContain('token');
});

test('when the e-mail is unknown or the password wrong, then byte-identical answers', async () => {
  const user = await signUpUser();
  const unknown = await login({ email: uniqueEmail('ghost'), password: user.password, role: 'user' });
  const wrong = await login({ email: user.email, password: 'Wrong-pass-1', role: 'user' });
  expect([unknown.status, wrong.status]).toEqual([401, 401]);
  const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
  expect(strip(unknown.body)).toEqual(strip(wrong.body));
});

test('when a signup asks for role admin, then the account is a user', async () => {
  const email = uniqueEmail('sneaky');
  const res = await api('/api/auth/signup', { method: 'POST', body: { name: 'Sneaky', email, password: 'Sneaky-pass-1', role: 'admin' } });
  expect(res.status).toBe(201);
  const claims = JSON.parse(Buffer.from(res.body.data.token.split('.')[1], 'base64url').toString());
  expect(claims.role).toBe('user');
  expect((await login({ email, password: 'Sneaky-pass-1', role: 'admin' })).status).toBe(401);
});

test('when tokens are forged (alg none, tampered role, wrong audience, expired), then 401 everywhere', async () => {
  const user = await signUpUser();
  const [head, body, sig] = user.token.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
  const forged = [
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`,
    `${head}.${b64({ ...claims, role: 'admin' })}.${sig}`,
    `${head}.${b64({ ...claims, aud: 'another-app' })}.${sig}`,
    `${head}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })}.${sig}`,
  ];
  for (const token of forged) {
    for (const path of ['/api/auth/me', `/api/user/${user.id}`, '/api/admin/profile', '/api/user/domains']) {
      const res = await api(path, { token });
      expect(res.status, `${path}`).toBe(401);
    }
  }
});

test('when the password changes, then the old token is refused on the auth and user profile routes and the fresh one works', async () => {
  const user = await signUpUser('Old Token', 'Old-token-pass-1');
  const changed = await api('/api/user/password', {
    method: 'PUT',
    token: user.token,
    body: { currentPassword: 'Old-token-pass-1', newPassword: 'New-token-pass-1' },
  });
  expect(changed.status).toBe(200);
  expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);
  expect((await api(`/api/user/${user.id}`, { token: user.token })).status).toBe(401);
  expect((await api('/user/profile', { method: 'PUT', token: user.token, body: { name: 'x', email: user.email } })).status).toBe(401);
  expect((await api(`/api/user/${user.id}`, { token: changed.body.token })).status).toBe(200);
});

test('when a member token calls admin routes, through the gateway or directly, then 403', async () => {
  const member = await createMember();
  const first = await login({ email: member.email, password: member.password, role: 'member' });
  const changed = await api('/api/auth/change-password', {
    method: 'POST',
    token: first.body.token,
    body: { newPassword: 'Member-own-pass-1' },
  });
  for (const base of [undefined, ADMIN_DIRECT]) {
    for (const [method, path, body] of [
      ['GET', '/api/admin/profile'],
      ['PUT', '/api/admin/password', { currentPassword: 'x', newPassword: 'Whatever-123' }],
      ['POST', '/api/admin/domains', { name: 'Hack' }],
      ['PUT', '/api/admin/profile', { name: 'x', email: 'x@example.com' }],
    ] as const) {
      const res = await api(path, { method, body, token: changed.body.token, base });
      expect(res.status, `${base ?? 'gateway'} ${method} ${path}`).toBe(403);
    }
  }
});

test("when user A reads or changes user B's profile, then 404 and B is unchanged", async () => {
  const [a, b] = [await signUpUser('Alice A'), await signUpUser('Bob B')];
  expect((await api(`/api/user/${b.id}`, { token: a.token })).status).toBe(404);
  expect((await api(`/user/${b.id}`, { token: a.token, headers: { accept: 'application/json' } })).status).toBe(404);
  await api('/api/user/profile', { method: 'PUT', token: a.token, body: { id: b.id, name: 'Hacked', email: a.email } });
  expect((await api(`/api/user/${b.id}`, { token: b.token })).body.name).toBe('Bob B');
});

test('when answers of the account routes are collected, then none holds a hash, a reset token or __v', async () => {
  const user = await signUpUser('Leak Check', 'Leak-check-pass-1');
  const texts = [
    (await login({ email: user.email, password: 'Leak-check-pass-1', role: 'user' })).text,
    (await api(`/api/user/${user.id}`, { token: user.token })).text,
    (await api('/api/auth/me', { token: user.token })).text,
    (await api('/api/user/profile', { method: 'PUT', token: user.token, body: { name: 'Leak Check', email: user.email, phone: '1' } }))
      .text,
    (await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email, role: 'user' } })).text,
    (
      await api('/api/user/password', {
        method: 'PUT',
        token: user.token,
        body: { currentPassword: 'Leak-check-pass-1', newPassword: 'Leak-check-pass-2' },
      })
    ).text,
  ];
  for (const text of texts) expect(text).not.toMatch(/passwordHash|\$2[aby]\$\d\d\$|__v|tokenHash|reset-password\?token/);
});

test('when 20 signups with one e-mail arrive at once, then exactly one 201 and nineteen 409', async () => {
  const email = uniqueEmail('swarm');
  const results = await Promise.all(
    Array.from({ length: 20 }, () => api('/api/auth/signup', { method: 'POST', body: { name: 'Swarm', email, password: 'Swarm-pass-1' } })),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(19);
});

test('when a password is longer than 72 bytes, then 400 (two passwords equal in 72 bytes cannot both work)', async () => {
  const base = 'p'.repeat(72);
  const email = uniqueEmail('long');
  expect((await api('/api/auth/signup', { method: 'POST', body: { name: 'Long', email, password: `${base}1` } })).status).toBe(400);
  expect((await api('/api/auth/signup', { method: 'POST', body: { name: 'Long', email, password: base } })).status).toBe(201);
  expect((await login({ email, password: `${base}2`, role: 'user' })).status).toBe(400);
});

test('when one account fails 5 logins with forged X-Forwarded-For each time, then 429 RATE_LIMITED with Retry-After, even for the right password', async () => {
  const user = await signUpUser('Locked Lee', 'Locked-pass-1');
  for (let i = 0; i < 5; i++) {
    expect(
      (await login({ email: user.email, password: 'Wrong-pass-1', role: 'user' }, { 'x-forwarded-for': `203.0.113.${i}` })).status,
    ).toBe(401);
  }
  const blocked = await login({ email: user.email, password: 'Locked-pass-1', role: 'user' }, { 'x-forwarded-for': '198.51.100.7' });
  expect(blocked.status).toBe(429);
  expect(blocked.body.code).toBe('RATE_LIMITED');
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('when the auth service is called directly with a forged X-Forwarded-For, then the internal API still wants its token', async () => {
  const res = await api('/internal/accounts', {
    method: 'POST',
    base: AUTH_DIRECT,
    headers: { 'x-forwarded-for': '127.0.0.1' },
    body: { name: 'x', email: uniqueEmail('x'), password: 'Whatever-123' },
  });
  expect(res.status).toBe(401);
});
