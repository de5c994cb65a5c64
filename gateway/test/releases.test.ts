// Releases are pointers: the gateway reads them from the admin service and puts every request of a browser
// on its release (override, canary share, current), which the front end's container then serves.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { ReleasePointer } from '@agency/contracts';
import { RELEASE_OVERRIDE_COOKIE, signReleaseOverride } from '@agency/server-kit';
import { createStaticServer } from '@agency/static-server';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bucketOf } from '../src/release-choice';
import { deadUrl, FRAME, startUpstream, type Upstream } from './helpers';

const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
const SECRET = 'override-secret-for-tests-0123456789';
const POLL_MS = 100;

// The public remote's container: two kept releases, its own build being r2.
const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-releases-'));
for (const version of ['r1', 'r2']) {
  fs.mkdirSync(path.join(releasesDir, version));
  fs.writeFileSync(path.join(releasesDir, version, 'mf-manifest.json'), JSON.stringify({ release: version }));
  fs.writeFileSync(path.join(releasesDir, version, `pages.${version === 'r1' ? '11111111' : '22222222'}.js`), version);
}
const container = createStaticServer({ root: path.join(releasesDir, 'r2'), releasesDir });

// The shell's container: two kept releases of its page, its sign-in page's server HTML and its layout, its
// own build being s2.
const shellReleases = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-shell-releases-'));
for (const version of ['s1', 's2']) {
  fs.mkdirSync(path.join(shellReleases, version, 'prerender'), { recursive: true });
  fs.writeFileSync(
    path.join(shellReleases, version, 'index.html'),
    `<!doctype html><html><head></head><body>shell ${version}<div id="root"><div class="boot-nav"></div></div></body></html>`,
  );
  const login = {
    status: 200,
    head: `<title>Sign in ${version}</title>`,
    markup: `<main id="main"><h1>Sign in ${version}</h1></main>`,
    style: '',
  };
  const layoutFrame = { ...FRAME, parts: [`<!--layout ${version}-->${FRAME.parts[0]}`, ...FRAME.parts.slice(1)] };
  fs.writeFileSync(
    path.join(shellReleases, version, 'prerender', 'pages.json'),
    JSON.stringify({ pages: { '/login': login }, layoutFrame }),
  );
}
const shellContainer = createStaticServer({ root: path.join(shellReleases, 's2'), releasesDir: shellReleases });

let pointers: ReleasePointer[] = [];
let adminUp = true;
const pointer = (p: Partial<ReleasePointer>): ReleasePointer => ({
  target: 'public',
  current: null,
  candidate: null,
  percent: 0,
  history: [],
  updatedAt: null,
  ...p,
});

let admin: Upstream;
let app: GatewayApp;
beforeAll(async () => {
  admin = await startUpstream((req, res) => {
    const allowed = req.url === '/internal/releases' && req.headers['x-internal-token'] === INTERNAL_TOKEN && adminUp;
    res.writeHead(allowed ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(allowed ? { pointers } : { error: 'down', code: 'DATABASE_UNAVAILABLE' }));
  });
  await new Promise<void>((resolve) => container.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => shellContainer.listen(0, '127.0.0.1', resolve));
  const down = await deadUrl();
  app = createGatewayApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_ROOT: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-web-root-')),
      AUTH_URL: down,
      USER_URL: down,
      MEMBER_URL: down,
      ADMIN_URL: admin.url,
      MFE_PUBLIC_UPSTREAM_URL: `http://127.0.0.1:${(container.address() as AddressInfo).port}`,
      SHELL_UPSTREAM_URL: `http://127.0.0.1:${(shellContainer.address() as AddressInfo).port}`,
      INTERNAL_TOKEN,
      RELEASE_POLL_MS: String(POLL_MS),
      RELEASE_OVERRIDE_SECRET: SECRET,
    }),
  );
});
afterAll(async () => {
  app.closeUpstreams();
  container.close();
  shellContainer.close();
  await admin.close();
});

const settle = () => new Promise((r) => setTimeout(r, POLL_MS * 3));
const releaseSeen = async (cookie?: string) => {
  const req = request(app).get('/mfe/public/mf-manifest.json');
  return (await (cookie ? req.set('cookie', cookie) : req).expect(200)).body.release as string;
};
const sessionCookie = (res: request.Response) =>
  String(res.headers['set-cookie'] ?? '')
    .split(';')[0]!
    .trim();

describe('release pointers at the gateway', () => {
  test('when the pointer is set and then rolled back, then the next load of every browser gets it within a few polls', async () => {
    pointers = [pointer({ current: 'r1' })];
    await settle();
    expect(await releaseSeen()).toBe('r1');
    pointers = [pointer({ current: 'r2', history: ['r1'] })];
    await settle();
    expect(await releaseSeen()).toBe('r2');
    pointers = [pointer({ current: 'r1' })];
    await settle();
    expect(await releaseSeen()).toBe('r1');
  });

  test("when the shell's pointer moves, then the next page load is that release's page, and back", async () => {
    const shellPage = async () => (await request(app).get('/login').set('accept', 'text/html')).text;
    pointers = [pointer({ target: 'shell', current: 's1' })];
    await settle();
    expect(await shellPage()).toContain('shell s1');
    pointers = [pointer({ target: 'shell', current: 's2', history: ['s1'] })];
    await settle();
    expect(await shellPage()).toContain('shell s2');
    pointers = [pointer({ target: 'shell', current: 's1' })];
    await settle();
    expect(await shellPage()).toContain('shell s1');
    pointers = [];
    await settle();
  });

  test("when the shell's pointer moves, then the sign-in page's server HTML and the layout around it are that release's too, and back", async () => {
    const shellPage = async () => (await request(app).get('/login').set('accept', 'text/html')).text;
    const release = (html: string) => [
      /<h1>Sign in (s\d)<\/h1>/.exec(html)?.[1],
      /<!--layout (s\d)-->/.exec(html)?.[1],
      /shell (s\d)/.exec(html)?.[1],
    ];
    pointers = [pointer({ target: 'shell', current: 's1' })];
    await settle();
    expect(release(await shellPage())).toEqual(['s1', 's1', 's1']);
    pointers = [pointer({ target: 'shell', current: 's2', history: ['s1'] })];
    await settle();
    expect(release(await shellPage())).toEqual(['s2', 's2', 's2']);
    pointers = [pointer({ target: 'shell', current: 's1' })];
    await settle();
    expect(release(await shellPage())).toEqual(['s1', 's1', 's1']);
    pointers = [];
    await settle();
  });

  test('when the admin service cannot be read, then the gateway keeps the last pointers it read', async () => {
    pointers = [pointer({ current: 'r1' })];
    await settle();
    adminUp = false;
    pointers = [];
    await settle();
    expect(await releaseSeen()).toBe('r1');
    adminUp = true;
    await settle();
    expect(await releaseSeen()).toBe('r2'); // no pointer: the container's own build
  });

  test('when a browser sends its own x-release, then it is ignored', async () => {
    pointers = [pointer({ current: 'r2' })];
    await settle();
    expect((await request(app).get('/mfe/public/mf-manifest.json').set('x-release', 'r1')).body.release).toBe('r2');
  });

  test('when a page of release r1 is open after the pointer moved to r2, then its hashed files are still served', async () => {
    pointers = [pointer({ current: 'r2' })];
    await settle();
    expect((await request(app).get('/mfe/public/pages.11111111.js').expect(200)).text).toBe('r1');
  });

  test('when a canary runs at 25 %, then about a quarter of 200 fresh sessions get the candidate and each keeps its release over 5 loads', async () => {
    pointers = [pointer({ current: 'r1', candidate: 'r2', percent: 25 })];
    await settle();
    let candidates = 0;
    for (let i = 0; i < 200; i++) {
      const first = await request(app).get('/mfe/public/mf-manifest.json').expect(200);
      const cookie = sessionCookie(first);
      expect(cookie).toMatch(/^release_session=/);
      const seen = new Set([first.body.release]);
      for (let load = 0; load < 4; load++) seen.add(await releaseSeen(cookie));
      expect(seen.size).toBe(1);
      if (first.body.release === 'r2') candidates++;
    }
    // Binomial(200, 0.25): mean 50, standard deviation ~6.1; 30-70 is beyond 3.2 deviations.
    expect(candidates).toBeGreaterThan(30);
    expect(candidates).toBeLessThan(70);
  });

  test("when the share grows, then sessions on the candidate stay on it (a session's bucket never changes)", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `session-${i}`);
    const at25 = ids.filter((id) => bucketOf(id, 'public') < 25);
    expect(at25.every((id) => bucketOf(id, 'public') < 50)).toBe(true);
  });

  test("when an admin's signed override names the candidate, then only that browser gets it; forged, expired or another's cookie is ignored", async () => {
    pointers = [pointer({ current: 'r1' })];
    await settle();
    const valid = signReleaseOverride({ target: 'public', version: 'r2', expiresAt: Date.now() + 60_000 }, SECRET);
    expect(await releaseSeen(`${RELEASE_OVERRIDE_COOKIE}=${valid}`)).toBe('r2');
    expect(await releaseSeen()).toBe('r1');

    const [payload, signature] = valid.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ t: 'public', v: 'r2', e: Date.now() + 600_000 })).toString('base64url');
    const forged = [
      `${otherPayload}.${signature}`, // a changed payload under the old signature
      signReleaseOverride({ target: 'public', version: 'r2', expiresAt: Date.now() + 60_000 }, 'another-secret-0123456789'),
      `${payload}.`,
      'r2',
      signReleaseOverride({ target: 'public', version: 'r2', expiresAt: Date.now() - 1 }, SECRET), // expired
      signReleaseOverride({ target: 'portal', version: 'r2', expiresAt: Date.now() + 60_000 }, SECRET), // another remote
    ];
    for (const value of forged) expect(await releaseSeen(`${RELEASE_OVERRIDE_COOKIE}=${value}`)).toBe('r1');
  });
});
