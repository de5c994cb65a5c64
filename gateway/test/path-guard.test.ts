// One spelling of every path: what the gateway checks is exactly what a service receives. Requests are
// sent byte for byte (node:http), since fetch and supertest resolve dot segments and backslashes first.
import http from 'node:http';
import { SERVICE_NAMES, type ServiceName } from '../src/config';
import { makeWebRoot, startGateway, startUpstream, type TestGateway, type Upstream } from './helpers';

let upstreams: Record<ServiceName, Upstream>;
let gw: TestGateway;

beforeAll(async () => {
  upstreams = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (n) => [n, await startUpstream()] as const))) as Record<
    ServiceName,
    Upstream
  >;
  gw = await startGateway({
    WEB_ROOT: makeWebRoot(),
    AUTH_URL: upstreams.auth.url,
    USER_URL: upstreams.user.url,
    MEMBER_URL: upstreams.member.url,
    ADMIN_URL: upstreams.admin.url,
  });
});
afterAll(async () => {
  await gw.close();
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});
beforeEach(() => Object.values(upstreams).forEach((u) => (u.seen.length = 0)));

const nothingProxied = () => Object.values(upstreams).every((u) => u.seen.length === 0);

/** Sends `path` exactly as written and reads the answer. */
function rawRequest(method: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request(`${gw.url}/`, { method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });
}

describe('a proxied path in another spelling than its plain one', () => {
  test.each([
    '/api/user//internal/accounts',
    '/api/user///internal/accounts',
    '/api/auth//internal/accounts/x',
    '/API/user//internal/accounts',
    '/api/user/./internal/accounts',
    '/api/user/x/../internal/accounts',
    '/api/auth/x/../internal/users',
    '/api/user/..',
    '/api/user/profile/.',
    '/api/user/%2e%2e/user/internal/accounts',
    '/api/user/.%2E/user/internal/accounts',
    '/api/user/%2E/internal/accounts',
    '/api/user%2finternal/accounts',
    '/api/auth%2Finternal/users',
    '/api/user/%2F/internal/accounts',
    '/api/user/%252e%252e/internal/accounts',
    '/api/user/%25252f/internal/accounts',
    '/api/user/%5cinternal/accounts',
    '/api/user\\internal\\accounts',
    '/api/user/x\\..\\internal/accounts',
    '/api/user/%zz',
    '/x/../api/user/internal/accounts',
    '/user//profile',
    '/user/..%2f..%2finternal%2faccounts',
    '/auth/x/../forgot-password',
  ])('when %s is requested, then 400 JSON and no service is called', async (path) => {
    for (const method of ['GET', 'POST']) {
      const res = await rawRequest(method, path, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.body)).toEqual({
        error: 'The request path is not in its plain form (encoded, repeated or dot segments).',
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
    }
    expect(nothingProxied()).toBe(true);
  });

  test.each(['//internal/users', '///internal/users', '/x/..//internal/users', '/mfe/..//internal/users'])(
    'when %s is requested (not a proxied path), then its plain form is checked: 404 JSON',
    async (path) => {
      const res = await rawRequest('GET', path, { accept: 'text/html' });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'NOT_FOUND' });
      expect(nothingProxied()).toBe(true);
    },
  );
});

describe('a path encoded more deeply than any client encodes one', () => {
  // A page path, not a proxied one: only the bound on decoding refuses it.
  const nested = `/team/%${'25'.repeat(7990)}2f`;

  test.each(['/team/%2525252e%2525252e/x', '/mfe/public/%2525252f', nested])(
    'when %s is requested, then 400 JSON at once and no service is called',
    async (path) => {
      const started = performance.now();
      const res = await rawRequest('GET', path, { accept: 'text/html' });
      expect(performance.now() - started).toBeLessThan(100);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: 'The request path is malformed or encoded more than three times.',
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
      expect(nothingProxied()).toBe(true);
    },
  );
});

describe('plain paths', () => {
  test.each([
    ['/api/user/domains', 'user'],
    ['/api/user/domains/', 'user'],
    ['/api/admin/domains/jos%C3%A9/team', 'admin'],
    ['/api/user/requests?next=%2F..%2Finternal&q=a//b', 'user'],
    ['/api/contact', 'admin'],
    ['/api/member/tasks/current', 'member'],
  ] as const)('when %s is requested, then %s receives exactly that path', async (path, service) => {
    const res = await rawRequest('GET', path);
    expect(res.status).toBe(200);
    expect(upstreams[service].seen.map((s) => s.url)).toEqual([path]);
  });

  test.each([
    ['PUT', '/user/profile', 'user', '/api/user/profile'],
    ['PUT', '/user/password', 'user', '/api/user/password'],
    ['GET', '/user/42', 'user', '/api/user/42'],
    ['POST', '/auth/change-password', 'auth', '/api/auth/change-password'],
    ['POST', '/auth/forgot-password', 'auth', '/api/auth/forgot-password'],
  ] as const)('when the alias %s %s is called, then %s receives %s', async (method, path, service, canonical) => {
    const res = await rawRequest(method, path, { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(upstreams[service].seen.map((s) => s.url)).toEqual([canonical]);
  });
});
