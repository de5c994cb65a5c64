import request from 'supertest';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig, SERVICE_NAMES, type ServiceName } from '../src/config';
import { makeWebRoot, startUpstream, type Upstream } from './helpers';

let upstreams: Record<ServiceName, Upstream>;
let app: GatewayApp;

beforeAll(async () => {
  upstreams = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (n) => [n, await startUpstream()] as const))) as Record<
    ServiceName,
    Upstream
  >;
  app = createGatewayApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_ROOT: makeWebRoot(),
      AUTH_URL: upstreams.auth.url,
      USER_URL: upstreams.user.url,
      MEMBER_URL: upstreams.member.url,
      ADMIN_URL: upstreams.admin.url,
    }),
  );
});
afterAll(async () => {
  app.closeUpstreams();
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});
beforeEach(() => Object.values(upstreams).forEach((u) => (u.seen.length = 0)));

describe('proxying /api/<service>/*', () => {
  test.each([
    ['/api/auth/login', 'auth'],
    ['/api/user/domains', 'user'],
    ['/api/member/tasks/current', 'member'],
    ['/api/admin/domains', 'admin'],
    ['/api/contact', 'admin'],
  ] as const)('when %s is called, then %s receives the same full path', async (path, service) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(upstreams[service].seen).toHaveLength(1);
    expect(upstreams[service].seen[0]?.url).toBe(path);
  });

  test.each([
    ['get', '/api/admin/requests?status=approved&assigned=false', 'user'],
    ['post', '/api/admin/requests/64e0000000000000000000aa/respond', 'user'],
    ['get', '/api/admin/services?status=ACTIVE', 'user'],
    ['post', '/api/admin/requests/64e0000000000000000000aa/assign', 'admin'],
    ['get', '/api/admin/requests/unstaffed', 'admin'],
    ['get', '/api/admin/requests/64e0000000000000000000aa', 'admin'],
  ] as const)(
    'when %s %s is called, then the %s service answers it (the one the route registry lists it under)',
    async (method, path, service) => {
      const res = await request(app)[method](path);
      expect(res.status).toBe(200);
      const others = SERVICE_NAMES.filter((name) => name !== service);
      expect(upstreams[service].seen.map((s) => `${s.method} ${s.url}`)).toEqual([`${method.toUpperCase()} ${path}`]);
      for (const other of others) expect(upstreams[other].seen).toHaveLength(0);
    },
  );

  test('when a POST with a JSON body and query is proxied, then method, path, query, body and headers arrive unchanged', async () => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'pw', role: 'user' });
    const res = await request(app)
      .post('/api/auth/login?next=%2Fhome&x=1')
      .set('content-type', 'application/json')
      .set('authorization', 'Bearer abc')
      .send(body);
    expect(res.status).toBe(200);
    const seen = upstreams.auth.seen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/auth/login?next=%2Fhome&x=1');
    expect(seen.body).toBe(body);
    expect(seen.headers['authorization']).toBe('Bearer abc');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['x-forwarded-for']).toBeDefined();
  });

  test('when the upstream answers 409 with its own headers, then the caller sees that status, body and headers', async () => {
    const conflict = await startUpstream((_req, res) => {
      res.writeHead(409, { 'content-type': 'application/json', 'x-custom': 'kept', 'x-powered-by': 'Express' });
      res.end(JSON.stringify({ error: 'Domain exists', code: 'DOMAIN_EXISTS' }));
    });
    const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', ADMIN_URL: conflict.url, WEB_ROOT: makeWebRoot() }));
    try {
      const res = await request(gw).post('/api/admin/domains').send({ name: 'x' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'Domain exists', code: 'DOMAIN_EXISTS' });
      expect(res.headers['x-custom']).toBe('kept');
      expect(res.headers['x-powered-by']).toBeUndefined();
    } finally {
      gw.closeUpstreams();
      await conflict.close();
    }
  });

  test('when a large proxied answer is requested with gzip accepted, then it is passed through uncompressed', async () => {
    const big = await startUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: 'y'.repeat(10_000) }));
    });
    const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', USER_URL: big.url, WEB_ROOT: makeWebRoot() }));
    try {
      const res = await request(gw).get('/api/user/domains').set('accept-encoding', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    } finally {
      gw.closeUpstreams();
      await big.close();
    }
  });

  test('when no x-request-id is sent, then one is generated, forwarded upstream and returned', async () => {
    const res = await request(app).get('/api/user/domains');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstreams.user.seen[0]?.headers['x-request-id']).toBe(id);
  });

  test('when an x-request-id is sent, then the same id reaches the upstream and comes back', async () => {
    const res = await request(app).get('/api/user/domains').set('x-request-id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(upstreams.user.seen[0]?.headers['x-request-id']).toBe('trace-123');
  });
});

describe('aliases without /api', () => {
  test.each([
    ['get', '/user/42', 'user', '/api/user/42'],
    ['put', '/user/profile', 'user', '/api/user/profile'],
    ['put', '/user/password', 'user', '/api/user/password'],
    ['post', '/auth/change-password', 'auth', '/api/auth/change-password'],
    ['post', '/auth/forgot-password?lang=en', 'auth', '/api/auth/forgot-password?lang=en'],
  ] as const)('when %s %s is called, then %s receives %s', async (method, path, service, canonical) => {
    const res = await request(app)
      [method](path)
      .send(method === 'get' ? undefined : { a: 1 });
    expect(res.status).toBe(200);
    expect(upstreams[service].seen[0]?.url).toBe(canonical);
    if (method !== 'get') expect(upstreams[service].seen[0]?.body).toBe('{"a":1}');
  });

  test('when /user-dashboard is requested, then it is a page (the shell), not a proxied call', async () => {
    const res = await request(app).get('/user-dashboard');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(upstreams.user.seen).toHaveLength(0);
  });

  test('when a browser navigates to /user/42, then it gets the shell page instead of JSON', async () => {
    const res = await request(app).get('/user/42').set('sec-fetch-mode', 'navigate');
    expect(res.text).toContain('<title>shell</title>');
    expect(upstreams.user.seen).toHaveLength(0);
  });
});

describe('blocked and unknown paths', () => {
  test.each(['/internal/users', '/api/auth/internal/users', '/api/admin/INTERNAL/x', '/api/user/%69nternal/x'])(
    'when %s is requested, then 404 JSON and no service is called',
    async (path) => {
      const res = await request(app).post(path).send({});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND', requestId: expect.any(String) });
      expect(Object.values(upstreams).every((u) => u.seen.length === 0)).toBe(true);
    },
  );

  test('when an unknown /api path is requested, then 404 NOT_FOUND JSON', async () => {
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('caching of API answers', () => {
  let cached: Upstream;
  let gw: GatewayApp;
  beforeAll(async () => {
    // A service that marks its answers cacheable (as a public read might): the gateway decides per caller.
    cached = await startUpstream((req, res) => {
      res.writeHead(req.url === '/api/admin/domains' ? 200 : 500, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=60',
      });
      res.end('[]');
    });
    gw = createGatewayApp(
      loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot(), ADMIN_URL: cached.url, USER_URL: upstreams.user.url }),
    );
  });
  afterAll(async () => {
    gw.closeUpstreams();
    await cached.close();
  });

  test('when an answer depends on a token, then it carries Cache-Control: no-store whatever the service said', async () => {
    const res = await request(gw).get('/api/admin/domains').set('authorization', 'Bearer some-token');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when a public read is marked cacheable by its service, then it keeps that', async () => {
    const res = await request(gw).get('/api/admin/domains');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  test('when a service says nothing, or the gateway answers itself (404, alias), then the answer is no-store', async () => {
    expect((await request(gw).get('/api/user/profile').set('authorization', 'Bearer t')).headers['cache-control']).toBe('no-store');
    expect((await request(gw).get('/api/user/domains')).headers['cache-control']).toBe('no-store');
    expect((await request(gw).get('/api/nothing-here')).headers['cache-control']).toBe('no-store');
    expect((await request(gw).put('/user/profile').set('authorization', 'Bearer t').send({})).headers['cache-control']).toBe('no-store');
  });
});
