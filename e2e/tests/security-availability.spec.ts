// No request pattern from one anonymous client makes a service unavailable to others: bodies nested
// 10,000 levels deep, with and without an Idempotency-Key, sent to each service through the gateway,
// must leave every signed-in caller served. Whether a service refuses such a body (400/413) or fails on
// it (500) is its own business; the gateway's circuit breaker must not turn it into 503 for everyone.
import { expect, test } from '@playwright/test';
import { ADMIN, API, USER, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { newMember } from '../support/thread-people';

test.describe.configure({ mode: 'serial' });

const DEPTH = 10_000;
const DEEP_BODY = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

// A POST path of each service. Member has no public POST route: its path still reaches the service's
// body and idempotency steps, which is what the flood is about.
const floodPaths: Record<string, string> = {
  auth: '/api/auth/reset-password',
  user: '/api/user/requests',
  member: '/api/member/tasks',
  admin: '/api/admin/domains',
};

let tokens: { admin: string; user: string; member: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = (await login(ADMIN)).token;
  const user = (await login(USER)).token;
  const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
  const member = (await newMember(admin, domains[0]!.domain_id, 'Flo')).token;
  tokens = { admin, user, member };
});

/** A signed-in read of each service, and the account that may make it. */
const signedInReads = (): Array<[string, string, string]> => [
  ['auth', '/api/auth/me', tokens.user],
  ['user', '/api/user/threads/unread', tokens.user],
  ['member', '/api/member/tasks/current', tokens.member],
  ['admin', '/api/admin/requests', tokens.admin],
];

async function sendDeep(path: string, idempotencyKey?: string) {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: DEEP_BODY,
  });
  await res.arrayBuffer();
  return res.status;
}

test('when an anonymous client sends 20 deeply nested bodies to each service, then signed-in calls to every service still answer 200', async () => {
  for (const [name, read, token] of signedInReads()) {
    expect((await call(read, { token })).status, `${name} before the flood`).toBe(200);
  }

  for (const [service, path] of Object.entries(floodPaths)) {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await sendDeep(path, `deep-${uniqueTag()}`));
    for (let i = 0; i < 10; i++) statuses.push(await sendDeep(path));
    // Refused (4xx) or failed for that one request (500), never the breaker's 503 for everyone.
    expect
      .soft(
        statuses.filter((status) => status !== 500 && (status < 400 || status >= 500)),
        `${service}: ${statuses.join(' ')}`,
      )
      .toEqual([]);
  }

  // Right after the flood, while a circuit opened by it would still be open (CIRCUIT_RESET_MS, 3 s).
  for (let round = 0; round < 3; round++) {
    for (const [name, read, token] of signedInReads()) {
      const res = await call(read, { token });
      expect(res.status, `${name} after the flood (round ${round + 1}): ${JSON.stringify(res.body)}`).toBe(200);
    }
  }
});
