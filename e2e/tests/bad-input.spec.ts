// Every endpoint, fed generated malformed input through the gateway: each answer is a 4xx with a clear
// {error, code} body (or, where the input is merely unusual, anything but a 5xx), fast, and never
// leaks a stack trace, a hash or a database error.
import { expect, test } from '@playwright/test';
import { ADMIN, API, USER, login } from '../support/stack';
import { bodyCases, idCases, queryCases, uploadCases, type BadCase } from '../support/bad-inputs';

// A well-formed id that names nothing: bodies aimed at it are refused without creating anything.
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
// The demo customer's own request (placed in beforeAll), so thread cases reach the checks past access.
const OWN_REQUEST = ':own-request';

const cases: BadCase[] = [
  ...bodyCases({
    method: 'POST',
    path: '/api/auth/signup',
    fields: { name: 'string', email: 'email', password: 'string' },
    valid: { name: 'Bad Input', email: 'bad-input@example.com', password: 'Secret123!' },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/auth/login',
    fields: { email: 'email', password: 'string', role: 'string' },
    valid: { email: 'user@agency.local', password: 'wrong-password', role: 'user' },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/admin/domains',
    auth: 'admin',
    fields: { name: 'string' },
    valid: { name: 'Bad Input Domain' },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/contact',
    fields: { name: 'string', email: 'email', subject: 'string', message: 'string' },
    valid: { name: 'A', email: 'a@example.com', phone: '', subject: 'Hi', message: 'Hello' },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/admin/members',
    auth: 'admin',
    fields: { name: 'string', email: 'email', password: 'string', domain_ids: 'string[]' },
    // An unknown domain: even the "extra fields" case must not leave a member behind.
    valid: { name: 'Bad Input', email: 'bad-member@example.com', password: 'Secret123!', domain_ids: [UNKNOWN_ID] },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/admin/clients',
    auth: 'admin',
    fields: { clientName: 'string', domain: 'string', description: 'string' },
    valid: { clientName: 'Bad Input Client', domain: 'No Such Domain', description: 'Probe' },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/admin/projects',
    auth: 'admin',
    fields: { name: 'string', client: 'string', budget: 'number' },
    valid: { name: 'Bad Input Project', client: 'Probe', domain: 'No Such Domain', budget: 10 },
  }),
  ...bodyCases({
    method: 'POST',
    path: `/api/admin/requests/${UNKNOWN_ID}/respond`,
    auth: 'admin',
    fields: { status: 'string' },
    valid: { status: 'approved' },
  }),
  ...bodyCases({
    method: 'POST',
    path: `/api/admin/requests/${UNKNOWN_ID}/assign`,
    auth: 'admin',
    fields: { memberIds: 'string[]' },
    valid: { memberIds: [UNKNOWN_ID] },
  }),
  ...bodyCases({
    method: 'POST',
    path: '/api/user/requests',
    auth: 'user',
    fields: { service: 'string', domain_id: 'id' },
    valid: { service: 'Software Development', domain_id: UNKNOWN_ID },
  }),
  ...bodyCases({
    method: 'PUT',
    path: '/api/auth/me/session-timeout',
    auth: 'admin',
    fields: { sessionTimeoutHours: 'number' },
    // The default lifetime: the one case that is accepted changes nothing.
    valid: { sessionTimeoutHours: 8 },
  }),
  ...bodyCases({
    method: 'POST',
    path: `/api/user/requests/${OWN_REQUEST}/thread`,
    auth: 'user',
    fields: { body: 'string' },
    valid: { body: 'A question from the bad-input suite' },
  }),
  ...uploadCases(`/api/user/requests/${OWN_REQUEST}/thread`, 'user'),
  ...bodyCases({
    method: 'PUT',
    path: '/api/user/notifications/settings',
    auth: 'user',
    fields: { agency_messages: 'boolean' },
    // On already: the one case that is accepted changes nothing.
    valid: { agency_messages: true },
  }),
  ...queryCases(
    `/api/user/requests/${OWN_REQUEST}/thread`,
    { limit: ['-1', 'abc', '100000'], cursor: ['garbage', '{"$gt":""}', 'x'.repeat(2000)] },
    'user',
  ),
  ...idCases('GET', (id) => `/api/user/requests/${id}/thread`, 'admin'),
  ...idCases('POST', (id) => `/api/user/requests/${id}/thread/read`, 'user'),
  ...idCases('GET', (id) => `/api/user/requests/${OWN_REQUEST}/thread/files/${id}`, 'user'),
  ...idCases('DELETE', (id) => `/api/admin/members/${id}`, 'admin'),
  ...idCases('DELETE', (id) => `/api/admin/clients/${id}`, 'admin'),
  ...idCases('DELETE', (id) => `/api/admin/projects/${id}`, 'admin'),
  ...idCases('PATCH', (id) => `/api/admin/messages/${id}`, 'admin'),
  ...idCases('POST', (id) => `/api/admin/requests/${id}/respond`, 'admin'),
  ...queryCases(
    '/api/admin/projects',
    { page: ['-5', 'abc', '1e9'], limit: ['0', '-1', '100000', 'abc'], q: ['{"$gt":""}', '.*', 'x'.repeat(5000)], status: ['Bogus'] },
    'admin',
  ),
  ...queryCases('/api/admin/members', { page: ['-1', '{"$ne":null}'], limit: ['1e9', 'NaN'] }, 'admin'),
  ...queryCases('/api/admin/requests', { status: ['{"$ne":null}', 'bogus'], limit: ['-1', '100000'] }, 'admin'),
  ...idCases('DELETE', (id) => `/api/admin/domains/${id}`, 'admin'),
  ...idCases('GET', (id) => `/api/admin/domains/${id}/members`),
  ...idCases('GET', (id) => `/api/admin/members/${id}`),
  ...queryCases(
    '/api/member/tasks/history',
    { limit: ['-1', 'abc', '100000', '1e9'], cursor: ['garbage', '{"$gt":""}', 'x'.repeat(2000)] },
    'user',
  ),
];

let tokens: Record<'admin' | 'user', string>;
let ownRequestId = UNKNOWN_ID;

test.beforeAll(async () => {
  tokens = { admin: (await login(ADMIN)).token, user: (await login(USER)).token };
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Array<{ domain_id: string }>;
  const placed = await fetch(`${API}/api/user/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.user}` },
    body: JSON.stringify({ service: 'Technical Support', domain_id: domains[0]!.domain_id, description: 'bad-input thread' }),
  });
  ownRequestId = ((await placed.json()) as { req_id: string }).req_id;
});

test(`when ${cases.length} malformed requests hit the API, then each gets a clear 4xx JSON error and nothing leaks`, async () => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const c of cases) {
    const headers: Record<string, string> = {};
    if (c.contentType) headers['content-type'] = c.contentType;
    if (c.auth) headers.authorization = `Bearer ${tokens[c.auth]}`;
    const started = Date.now();
    const res = await fetch(`${API}${c.path.replace(OWN_REQUEST, ownRequestId)}`, { method: c.method, headers, body: c.rawBody });
    const ms = Date.now() - started;
    const text = await res.text();
    const label = `${c.method} ${c.path.slice(0, 60)} [${c.name}] → ${res.status}`;
    if (res.status >= 500) failures.push(`${label}: server error ${text.slice(0, 120)}`);
    if (c.expect === 'client-error' && (res.status < 400 || res.status >= 500)) failures.push(`${label}: expected a 4xx`);
    if (res.status >= 400) {
      let body: { error?: unknown; code?: unknown } = {};
      try {
        body = JSON.parse(text);
      } catch {
        failures.push(`${label}: error body is not JSON: ${text.slice(0, 80)}`);
      }
      if (typeof body.error !== 'string' || typeof body.code !== 'string') failures.push(`${label}: no {error, code}`);
    }
    if (/\bat .+\.(ts|js):\d+|passwordHash|\$2[aby]\$|MongoServerError|E11000/.test(text))
      failures.push(`${label}: leaks internals: ${text.slice(0, 120)}`);
    if (ms > 2000) failures.push(`${label}: took ${ms} ms`);
  }
  const non4xx = failures.filter((f) => /expected a 4xx|server error/.test(f)).length;
  console.log(`bad inputs: ${cases.length} cases, ${non4xx} non-4xx`);
  expect(cases.length).toBeGreaterThanOrEqual(200);
  expect(failures).toEqual([]);
});
