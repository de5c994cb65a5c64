// A password change revokes the old sessions everywhere, not only in the auth service: other services
// learn the new token version from auth within their short cache time.
import { expect, test } from '@playwright/test';
import { API } from '../support/stack';

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const domainsWith = (token: string) => fetch(`${API}/api/user/domains`, { headers: { authorization: `Bearer ${token}` } });

test('when a user changes their password, then the old token stops working in the user service within seconds', async () => {
  const email = `revoke-${Date.now().toString(36)}@example.com`;
  const signup = await post('/api/auth/signup', { name: 'Revo Cation', email, password: 'FirstPass123' });
  expect(signup.status).toBe(201);
  const oldToken = ((await signup.json()) as { data: { token: string } }).data.token;
  expect((await domainsWith(oldToken)).status).toBe(200); // the user service now knows this session

  const change = await post('/api/auth/change-password', { currentPassword: 'FirstPass123', newPassword: 'SecondPass456' }, oldToken);
  expect(change.status).toBe(200);
  const freshToken = ((await change.json()) as { token: string }).token;

  const started = Date.now();
  let status = 200;
  while (Date.now() - started < 15_000 && status !== 401) {
    status = (await domainsWith(oldToken)).status;
    if (status !== 401) await new Promise((r) => setTimeout(r, 500));
  }
  expect(status).toBe(401);
  expect(Date.now() - started).toBeLessThan(12_000); // TOKEN_VERSION_TTL_MS is 10 s
  expect((await domainsWith(freshToken)).status).toBe(200);
});
