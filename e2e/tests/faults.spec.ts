// The stack broken on purpose: services killed, hung, the database stopped, retries and races.
// Each case states what a caller must see; everything must recover by itself.
import { expect, test } from '@playwright/test';
import { ADMIN, API, USER, login, pidOf, restorePart, stopPart, waitForStackReady } from '../support/stack';

test.describe.configure({ mode: 'serial' });

let adminToken: string;
let userToken: string;

test.beforeAll(async () => {
  adminToken = (await login(ADMIN)).token;
  userToken = (await login(USER)).token;
});

const call = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${API}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  });

// One route per service, and what it answers while the service is up (never a 5xx).
const probes: Record<string, () => Promise<Response>> = {
  // Not a login attempt: failed logins count towards the client's lockout.
  auth: () => call('/api/auth/me'),
  user: () => call('/api/user/domains', { token: userToken }),
  member: () => call('/api/member/tasks/current', { token: userToken }),
  admin: () => call('/api/admin/domains'),
};

// The user service's domains come from the admin service: with admin down it must say so clearly.
const dependsOn: Record<string, string[]> = { user: ['admin'] };

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not reached in time');
}

for (const service of Object.keys(probes)) {
  test(`when the ${service} service is killed, then its routes answer JSON 503 within 1 s, the others keep working, and it recovers by itself`, async () => {
    stopPart(service);
    try {
      const started = Date.now();
      const res = await probes[service]!();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      // The body names the request like the x-request-id header does, so a report can be traced in the logs.
      expect(await res.json()).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        error: expect.stringMatching(/unavailable/i),
        requestId: res.headers.get('x-request-id'),
      });
      for (const [other, probe] of Object.entries(probes)) {
        if (other === service) continue;
        const answer = await probe();
        if (dependsOn[other]?.includes(service)) {
          expect(await answer.json(), `${other} while ${service} is down`).toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
        } else {
          expect(answer.status, `${other} while ${service} is down`).toBeLessThan(500);
        }
      }
    } finally {
      await restorePart(service);
    }
    await eventually(async () => (await probes[service]!()).status < 500);
  });
}

test('when a service hangs, then the gateway answers JSON 504 at its time-out and the service works again once it resumes', async () => {
  const pid = pidOf('admin');
  process.kill(pid, 'SIGSTOP');
  try {
    const started = Date.now();
    const res = await probes.admin!();
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(elapsed).toBeGreaterThanOrEqual(2500); // PROXY_TIMEOUT_MS=3000 in the e2e stack
    expect(elapsed).toBeLessThan(6000);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await eventually(async () => (await probes.admin!()).status === 200);
});

test('when the database stops, then every service reports not ready, calls fail fast with a clear error, and all recover without restarts', async () => {
  const servicePids = ['auth', 'user', 'member', 'admin'].map(pidOf);
  stopPart('devdb');
  try {
    await eventually(async () => (await fetch(`${API}/readyz`)).status === 503);
    const ready = (await (await fetch(`${API}/readyz`)).json()) as { services: Record<string, unknown> };
    expect(Object.keys(ready.services)).toHaveLength(4);
    const started = Date.now();
    const res = await probes.admin!();
    expect(Date.now() - started).toBeLessThan(2500); // the service's own 503, well before the gateway's 3 s time-out
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/unavailable|try again/i);
  } finally {
    await restorePart('devdb');
  }
  await waitForStackReady(60_000);
  await eventually(async () => (await probes.admin!()).status === 200, 30_000);
  expect(['auth', 'user', 'member', 'admin'].map(pidOf)).toEqual(servicePids); // recovered, not restarted
});

test('when the same POST is sent 10 times with one Idempotency-Key, then one record exists and every answer is identical', async () => {
  const name = `Idempotent ${Date.now().toString(36)}`;
  const send = (body: string) =>
    call('/api/admin/domains', { method: 'POST', token: adminToken, body, headers: { 'idempotency-key': `e2e-${name}` } });
  const answers = await Promise.all(Array.from({ length: 10 }, () => send(JSON.stringify({ name }))));
  const bodies = await Promise.all(answers.map((a) => a.text()));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  expect(new Set(bodies).size).toBe(1);
  const domains = (await (await probes.admin!()).json()) as Array<{ name: string }>;
  expect(domains.filter((d) => d.name === name)).toHaveLength(1);
  const reused = await send(JSON.stringify({ name: `${name} other` }));
  expect(reused.status).toBe(422);
});

test('when the same domain is added 10 times at once, then exactly one wins and the rest get 409', async () => {
  const name = `Race ${Date.now().toString(36)}`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => call('/api/admin/domains', { method: 'POST', token: adminToken, body: JSON.stringify({ name }) })),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([201, ...Array(9).fill(409)]);
});

test('when 20 signups race for one e-mail, then exactly one account is created and the rest get 409', async () => {
  const email = `race-${Date.now().toString(36)}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      call('/api/auth/signup', { method: 'POST', body: JSON.stringify({ name: 'Racer', email, password: 'Secret123!' }) }),
    ),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([201, ...Array(19).fill(409)]);
});
