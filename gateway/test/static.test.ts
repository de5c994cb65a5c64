import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { deadUrl, makeWebRoot } from './helpers';

let app: GatewayApp;
beforeAll(async () => {
  const down = await deadUrl();
  app = createGatewayApp(
    loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot(), AUTH_URL: down, USER_URL: down, MEMBER_URL: down, ADMIN_URL: down }),
  );
});
afterAll(() => app.closeUpstreams());

describe('page routes (SPA fallback)', () => {
  test.each(['/', '/team/x', '/team/software/abc123', '/admin/users', '/login?next=/x'])(
    'when %s is requested, then the shell index.html comes back, never cached',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  test('when a page route is requested with HEAD, then 200 without a body', async () => {
    const res = await request(app).head('/team');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  test.each(['/mfe/public/missing.js', '/mfe/portal/nope/x.css', '/mfe/unknown/a.js', '/favicon.ico', '/assets/missing.png', '/api/nope'])(
    'when the missing file %s is requested, then a plain 404 (never index.html)',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<title>shell</title>');
    },
  );

  test('when a browser asks for a page with its usual Accept header, then the shell index.html comes back', async () => {
    const res = await request(app).get('/team/x').set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
  });

  test('when a client asks for JSON at a page path, then 404 JSON instead of the shell', async () => {
    const res = await request(app).get('/team/x').set('accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  test('when a page route is POSTed to, then 404 JSON (only GET/HEAD get the shell)', async () => {
    const res = await request(app).post('/team');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('static files and caching', () => {
  test('when a content-hashed shell asset is requested, then it is cached for a year as immutable and gzipped', async () => {
    const res = await request(app).get('/main.1a2b3c4d.js').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('console.log');
  });

  test.each([
    ['/mfe/public/mf-manifest.json', 'no-cache'],
    ['/mfe/portal/remoteEntry.js', 'no-cache'],
    ['/mfe/admin/pages.9f8e7d6c.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/logo.png', 'no-cache'],
  ])('when %s is requested, then Cache-Control is %s', async (path, cacheControl) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  test('when any answer is sent, then the security headers are on it and x-powered-by is not', async () => {
    const res = await request(app).get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('/mf-config.json', () => {
  test('when no remote URLs are configured, then same-origin manifest paths are published, not cached', async () => {
    const res = await request(app).get('/mf-config.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.remotes.map(({ name, entry }: { name: string; entry: string }) => ({ name, entry }))).toEqual([
      { name: 'mfe_public', entry: '/mfe/public/mf-manifest.json' },
      { name: 'mfe_portal', entry: '/mfe/portal/mf-manifest.json' },
      { name: 'mfe_admin', entry: '/mfe/admin/mf-manifest.json' },
    ]);
  });

  test("when the remotes' builds publish their routes, then each remote comes with its own, and a list that fails the schema with none", async () => {
    const webRoot = makeWebRoot();
    fs.writeFileSync(path.join(webRoot, 'mfe-admin', 'dist', 'routes.json'), JSON.stringify({ routes: [{ path: 'admin', page: 'x' }] }));
    const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: webRoot }));
    const res = await request(gw).get('/mf-config.json');
    gw.closeUpstreams();
    const [publicRemote, portal, admin] = res.body.remotes;
    expect(publicRemote.routes.routes.map((route: { path: string }) => route.path)).toContain('/team/:slug');
    expect(portal.routes.routes[0]).toEqual({
      path: '/user-dashboard',
      page: 'Page',
      title: '/user-dashboard',
      roles: ['user'],
      serverHtml: false,
    });
    expect(admin.routes).toBeUndefined();
  });

  test('when remote URLs come from the environment, then those are published', async () => {
    const gw = createGatewayApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        WEB_ROOT: makeWebRoot(),
        MFE_PUBLIC_URL: 'https://cdn.example.com/public/mf-manifest.json',
        MFE_PORTAL_URL: 'https://cdn.example.com/portal/mf-manifest.json',
        MFE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
      }),
    );
    const res = await request(gw).get('/mf-config.json');
    gw.closeUpstreams();
    expect(res.body.remotes.map((r: { entry: string }) => r.entry)).toEqual([
      'https://cdn.example.com/public/mf-manifest.json',
      'https://cdn.example.com/portal/mf-manifest.json',
      'https://cdn.example.com/admin/mf-manifest.json',
    ]);
  });
});

describe("the remotes' config inlined in the shell page", () => {
  const inlineConfig = (html: string) =>
    JSON.parse(/<script id="mf-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  test('when a page route is requested, then index.html carries the same config as /mf-config.json in its head', async () => {
    const [page, config] = await Promise.all([request(app).get('/team'), request(app).get('/mf-config.json')]);
    expect(inlineConfig(page.text)).toEqual(config.body);
    expect(page.text.indexOf('id="mf-config"')).toBeLessThan(page.text.indexOf('</head>'));
  });

  test('when a configured URL contains "</script>", then it cannot end the data block', async () => {
    const evil = 'https://cdn.example.com/</script><script>alert(1)</script>/mf-manifest.json';
    const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot(), MFE_PUBLIC_URL: evil }));
    const res = await request(gw).get('/');
    gw.closeUpstreams();
    expect(res.text).not.toContain('<script>alert(1)');
    expect(inlineConfig(res.text).remotes[0].entry).toBe(evil);
  });

  test('when the shell is rebuilt while the gateway runs, then the next page load serves the new index.html', async () => {
    const webRoot = makeWebRoot();
    const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: webRoot }));
    const before = await request(gw).get('/');
    const index = path.join(webRoot, 'shell', 'dist', 'index.html');
    fs.writeFileSync(index, '<!doctype html><html><head><title>rebuilt</title></head><body></body></html>');
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
    const after = await request(gw).get('/');
    gw.closeUpstreams();
    expect(before.text).toContain('<title>shell</title>');
    expect(after.text).toContain('<title>rebuilt</title>');
    expect(inlineConfig(after.text).remotes).toHaveLength(3);
  });
});

test('when the shell is not built, then page routes answer 503 with a page saying to run npm run build', async () => {
  const gw = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot({ withShell: false }) }));
  const res = await request(gw).get('/team');
  gw.closeUpstreams();
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.text).toContain('npm run build');
});
