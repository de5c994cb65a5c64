// The people of a thread test, made through the API: a member (password already changed), a customer,
// and a signed-in page for each. Shared by the thread specs.
import { expect, type Browser, type Page } from '@playwright/test';
import { API, login } from './stack';
import { call, uniqueTag } from './api';
import { signIn } from './session';

/**
 * A POST that is tried again with the same Idempotency-Key while the stack answers 503/504 (password
 * hashing on a loaded machine): the service acts once.
 */
export async function postUntilDone(path: string, token: string, body: unknown) {
  const key = uniqueTag();
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (![503, 504].includes(res.status) || attempt === 10) return { status: res.status, body: await res.json().catch(() => null) };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function newMember(adminToken: string, domainId: string, label: string) {
  const tag = uniqueTag();
  const member = { name: `${label} ${tag}`, email: `${label.toLowerCase()}-${tag}@example.com`, password: 'Welcome-pass-1' };
  const created = await postUntilDone('/api/admin/members', adminToken, { ...member, empId: `E2E-T-${tag}`, domain_ids: [domainId] });
  expect(created.status).toBe(201);
  const first = await login({ ...member, role: 'member' });
  const changed = await call('/api/auth/change-password', { method: 'POST', token: first.token, body: { newPassword: 'Thread-pass-2' } });
  expect(changed.status).toBe(200);
  return {
    ...member,
    password: 'Thread-pass-2',
    role: 'member',
    id: created.body.member_id as string,
    token: changed.body.token as string,
  };
}

export async function newCustomer(label: string) {
  const account = { name: `${label} Customer`, email: `${label.toLowerCase()}-${uniqueTag()}@example.com`, password: 'Thread-pass-123' };
  expect((await call('/api/auth/signup', { method: 'POST', body: account })).status).toBe(201);
  const session = await login({ ...account, role: 'user' });
  return { ...account, role: 'user', token: session.token, id: session.user.id };
}

/** A request the customer places through the API (its id); the thread specs all start from one. */
export async function placeRequest(customerToken: string, domainId: string, description: string, service = 'Brand Identity Design') {
  const placed = await call('/api/user/requests', {
    method: 'POST',
    token: customerToken,
    body: { service, domain_id: domainId, description },
  });
  expect(placed.status).toBe(201);
  return placed.body.req_id as string;
}

export async function pageAs(browser: Browser, account: { email: string; password: string; role: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}
