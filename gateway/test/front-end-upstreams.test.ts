// One container per front end: the gateway proxies the shell and each remote to their own servers
// (SHELL_UPSTREAM_URL, MFE_*_UPSTREAM_URL), so releasing one replaces that server only.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer, releaseDirs, serverHtml } from '@agency/static-server';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { deadUrl } from './helpers';

function frontEnd(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'front-end-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  return { root, write };
}

const shell = frontEnd({
  'index.html':
    '<!doctype html><html><head><title>shell v1</title></head><body><div class="boot-nav"></div><div id="root"></div></body></html>',
  'main.1a2b3c4d.js': 'console.log("shell");',
});
const publicRemote = frontEnd({
  'mf-manifest.json': '{"name":"mfe_public","release":1}',
  'pages.9f8e7d6c.js': 'export {};',
  // The remote's server entry: run by its own container, which answers the gateway with the page.
  'server/render.js': `exports.renderPage = async (path) => ({ status: path === '/team' ? 200 : 404, head: '<title>from the container</title>', markup: '<main>' + path + ' rendered by the container</main>' });
exports.renderSitemap = async () => '<urlset></urlset>';`,
  'prerender/pages.json': JSON.stringify({
    style: '.hero{}',
    pages: { '/': { status: 200, head: '<title>Home v1</title>', markup: '<section>Hero v1</section>' } },
  }),
});
const servers: http.Server[] = [];
/** A front end's container; the public remote's also renders its own pages (`withServerHtml`). */
async function listen(root: string, withServerHtml = false) {
  const html = withServerHtml ? serverHtml({ apiUrl: 'http://127.0.0.1:9', apiTimeoutMs: 1000, buildDir: releaseDirs(root) }) : undefined;
  const server = createStaticServer({ root, serverHtml: html });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let app: GatewayApp;

/** GET `url` exactly as written (supertest and fetch would resolve dot segments first), JSON wanted. */
function rawGet(url: string) {
  const server = http.createServer(app);
  servers.push(server);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: url, headers: { accept: 'application/json' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  });
}

beforeAll(async () => {
  const down = await deadUrl();
  app = createGatewayApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_ROOT: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-web-root-')),
      AUTH_URL: down,
      USER_URL: down,
      MEMBER_URL: down,
      ADMIN_URL: down,
      SHELL_UPSTREAM_URL: await listen(shell.root),
      MFE_PUBLIC_UPSTREAM_URL: await listen(publicRemote.root, true),
      MFE_PORTAL_UPSTREAM_URL: down,
      MFE_ADMIN_UPSTREAM_URL: down,
    }),
  );
});
afterAll(() => {
  app.closeUpstreams();
  servers.forEach((s) => s.close());
});

describe('front ends served by their own containers', () => {
  test("when a page is requested, then the shell container's index.html comes back with the remotes' config and the public remote's prerendered page", async () => {
    const res = await request(app).get('/').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Home v1</title>');
    expect(res.text).toContain('<script id="mf-config" type="application/json">');
    expect(res.text).toContain('<section>Hero v1</section>');
  });

  test("when a page from the database is requested, then the public remote container's server entry renders it", async () => {
    const res = await request(app).get('/team').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<main>/team rendered by the container</main>');
    expect((await request(app).get('/no/such/page').set('accept', 'text/html')).status).toBe(404);
  });

  test("when a browser asks for the public remote container's server HTML endpoint, then 404 (only the gateway asks it)", async () => {
    const res = await request(app).get('/mfe/public/_server/page?path=/team');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('rendered by the container');
  });

  test.each([
    '/mfe/public/%5fserver/page?path=/team',
    '/mfe/public/%5Fserver/page?path=/team',
    '/mfe/public//_server/page?path=/team',
    '/mfe/public///_server/sitemap',
    '/mfe/public/./_server/page?path=/team',
    '/mfe/public/%2e/_server/page?path=/team',
    '/mfe/public/x/../_server/page?path=/team',
    '/mfe/public/_server%2fpage?path=/team',
    '/mfe/public/%5Fserver%2Fsitemap',
    '/mfe/public/_SERVER/page?path=/team',
    '/MFE/Public/_server/page?path=/team',
    '/_server/page?path=/team',
  ])('when a browser asks for that endpoint as %s, then 404 and the container is not asked', async (url) => {
    const res = await rawGet(url);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('rendered by the container');
    expect(res.body).not.toContain('urlset');
  });

  test("when a remote's or the shell's files are requested, then they come from that container with its caching rule", async () => {
    const manifest = await request(app).get('/mfe/public/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.text).toContain('"release":1');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/mfe/public/pages.9f8e7d6c.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await request(app).get('/main.1a2b3c4d.js');
    expect(main.status).toBe(200);
    expect(main.text).toContain('shell');
    expect((await request(app).get('/mfe/public/missing.js')).status).toBe(404);
  });

  test('when the shell and the public remote are released (their files change), then the next page load has them without a gateway restart', async () => {
    await request(app).get('/').set('accept', 'text/html'); // cached copies with their ETags
    shell.write(
      'index.html',
      '<!doctype html><html><head><title>shell v2</title></head><body><div class="boot-nav"></div><div id="root"></div></body></html>',
    );
    publicRemote.write(
      'prerender/pages.json',
      JSON.stringify({
        style: '.hero{}',
        pages: { '/': { status: 200, head: '<title>Home v2</title>', markup: '<section>Hero v2</section>' } },
      }),
    );
    publicRemote.write('mf-manifest.json', '{"name":"mfe_public","release":2}');
    const res = await request(app).get('/').set('accept', 'text/html');
    expect(res.text).toContain('<section>Hero v2</section>');
    expect(res.text).toContain('<title>Home v2</title>');
    // The shell's own pages show its new index.html.
    expect((await request(app).get('/login').set('accept', 'text/html')).text).toContain('<title>shell v2</title>');
    expect((await request(app).get('/mfe/public/mf-manifest.json')).text).toContain('"release":2');
  });

  test("when a remote's container is down, then its files answer an error, not the shell's page", async () => {
    const res = await request(app).get('/mfe/portal/mf-manifest.json');
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.text).not.toContain('<title>shell');
  });
});
