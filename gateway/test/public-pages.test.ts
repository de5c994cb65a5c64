// The public site as the gateway serves it: each public page's server HTML as the public remote's container
// renders it with its build (prerender/pages.json and the server entry server/render.js, here small
// stand-ins, run by the container's static server), 404s for unknown URLs, robots.txt and sitemap.xml.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createStaticServer, releaseDirs, serverHtml } from '@agency/static-server';
import { createGatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { deadUrl, FRAME, makeWebRoot, publishedRoutes, startUpstream, type Upstream } from './helpers';

const BOOT_INDEX =
  '<!doctype html><html lang="en"><head><title>shell</title><meta name="description" content="shell description">' +
  '<link as="script" href="/main.js" rel="preload"><link as="style" href="/app.css" rel="preload"></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id="root"><div class="boot-nav"></div></div><script defer src="/main.js"></script></body></html>';

// The CSS of all pages, and of each page what its markup uses.
const ALL_PAGES_CSS = '.page-header{padding:4rem}.team{gap:1rem}.not-found{margin:0}';
const ABOUT_CSS = '.page-header{padding:4rem}';
const TEAM_CSS = '.team{gap:1rem}';

const ABOUT = {
  status: 200,
  head: '<title>About us</title><meta name="description" content="Who we are"><link rel="canonical" href="%PUBLIC_URL%/about">',
  markup: '<main id="main"><h1>About us</h1></main>',
};
const prerendered = { style: ALL_PAGES_CSS, pages: { '/about': { ...ABOUT, style: ABOUT_CSS } } };
/** As a public remote builds it that gives its pages only the CSS of all pages. */
const prerenderedSharedStyleOnly = { style: ALL_PAGES_CSS, pages: { '/about': ABOUT } };

// What the remote's server entry does, in a few lines: the team page from the admin service's domains,
// 404 for anything else, each with its CSS (`styles`: none, as from a remote whose pages have only the
// CSS of all pages); the sitemap lists each domain.
const serverEntry = (styles: { team?: string; notFound?: string } = {}) => `
exports.PUBLIC_URL_TOKEN = '%PUBLIC_URL%';
const styles = ${JSON.stringify(styles)};
exports.renderPage = async (path, { api, publicUrl }) => {
  if (path === '/team') {
    const { body } = await api('/api/admin/domains');
    if (!Array.isArray(body)) throw new Error('the API failed');
    return { status: 200, head: '<title>Our team</title><link rel="canonical" href="' + publicUrl + path + '">',
      markup: '<main><h1>' + body.map((d) => d.name).join(', ') + '</h1></main>', style: styles.team };
  }
  return { status: 404, head: '<title>Page not found</title>', markup: '<main><h1>Page not found</h1></main>', style: styles.notFound };
};
exports.renderSitemap = async ({ api, publicUrl }) => {
  const { body } = await api('/api/admin/domains');
  return '<urlset>' + body.map((d) => '<url><loc>' + publicUrl + '/team/' + d.slug + '</loc></url>').join('') + '</urlset>';
};
`;
const SERVER_ENTRY = serverEntry({ team: TEAM_CSS, notFound: '.not-found{margin:0}' });

let admin: Upstream;
let domains: unknown = [{ name: 'Web Development', slug: 'web-development' }];
beforeAll(async () => {
  admin = await startUpstream((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/admin/domains' ? domains : null));
  });
});
afterAll(() => admin.close());

async function gatewayWith(
  build: { pages?: unknown; server?: string; routes?: unknown; shellPages?: unknown } = {},
  env: Record<string, string> = {},
) {
  const webRoot = makeWebRoot();
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), BOOT_INDEX);
  if (build.shellPages !== undefined) {
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'prerender'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'prerender', 'pages.json'), JSON.stringify(build.shellPages));
  }
  const dist = path.join(webRoot, 'mfe-public', 'dist');
  if (build.pages !== undefined) {
    fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'prerender', 'pages.json'), JSON.stringify(build.pages));
  }
  if (build.routes !== undefined) {
    const json = Array.isArray(build.routes) ? publishedRoutes(build.routes as string[]) : JSON.stringify(build.routes);
    fs.writeFileSync(path.join(dist, 'routes.json'), json);
  }
  if (build.server !== undefined) {
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server', 'render.js'), build.server);
  }
  fs.mkdirSync(dist, { recursive: true });
  // The public remote's container: its files and its own server HTML, its data from the admin service.
  const html = serverHtml({ apiUrl: admin.url, apiTimeoutMs: 1000, buildDir: releaseDirs(dist) });
  const container = createStaticServer({ root: dist, serverHtml: html });
  await new Promise<void>((resolve) => container.listen(0, '127.0.0.1', resolve));
  const down = await deadUrl();
  const gw = createGatewayApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_ROOT: webRoot,
      AUTH_URL: down,
      USER_URL: down,
      MEMBER_URL: down,
      ADMIN_URL: down,
      MFE_PUBLIC_UPSTREAM_URL: `http://127.0.0.1:${(container.address() as AddressInfo).port}`,
      PUBLIC_URL: 'https://agency.example',
      ...env,
    }),
  );
  return Object.assign(gw, { close: () => (gw.closeUpstreams(), container.close()) });
}

async function get(build: Parameters<typeof gatewayWith>[0], url: string, env?: Record<string, string>) {
  const gw = await gatewayWith(build, env);
  try {
    return await request(gw).get(url);
  } finally {
    gw.close();
  }
}

describe("public pages' server HTML", () => {
  test('when a prerendered page is requested, then its head replaces the shell title and description, its own CSS and markup are in #root', async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/about');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>About us</title><meta name="description" content="Who we are">');
    expect(res.text).toContain('<link rel="canonical" href="https://agency.example/about">');
    expect(res.text).not.toContain('<title>shell</title>');
    expect(res.text).not.toContain('shell description');
    expect(res.text).not.toContain('needs JavaScript');
    // The CSS in #root: later in the document than any stylesheet the app appends to the head meanwhile.
    expect(res.text).toContain(
      '<div id="root"><style id="prerendered-style">.page-header{padding:4rem}</style><div class="boot-nav"></div><main id="main"><h1>About us</h1></main></div>',
    );
    expect(res.text).not.toContain(TEAM_CSS);
    expect(res.text).toContain('id="mf-config"');
  });

  test("when a page arrives whole in its HTML, then it runs no inline script: its app code is the shell's own files, which the CSP allows by origin", async () => {
    for (const url of ['/about', '/team', '/login']) {
      const res = await get({ pages: prerendered, server: SERVER_ENTRY }, url);
      expect(res.text).toContain('<link as="script" href="/main.js" rel="preload">');
      expect(res.text).toContain('<script defer src="/main.js"></script>');
      expect([...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)]).toEqual([]);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    }
  });

  test("when the shell's build has its layout, then a page's server HTML is in it with the published links; the plain shell page has none, and a page of another shape keeps the placeholder", async () => {
    const links = [
      { to: '/', label: 'HOME', area: 'nav', end: true },
      { to: '/about', label: 'ABOUT US', area: 'nav' },
      { to: '/about', label: 'About Us', area: 'footer-company' },
      { to: '/privacy', label: 'Privacy Policy', area: 'footer-legal' },
    ];
    const build = {
      pages: prerendered,
      server: SERVER_ENTRY,
      routes: { routes: [{ path: '/about', page: 'About', title: 'About', serverHtml: true }], links },
      shellPages: { pages: {}, layoutFrame: FRAME },
    };
    const about = await get(build, '/about');
    expect(about.text).toContain(
      // The page's CSS, then the layout's rules it lacks (the page has `.page-header{padding:4rem}` already),
      // both before the markup they style.
      '<div id="root"><style id="prerendered-style">.page-header{padding:4rem}</style><style id="server-layout-style">.nav{position:fixed}</style>' +
        '<div class="app"><a class="skip-link" href="#main">Skip to content</a><header class="nav">' +
        '<nav aria-label="Main"><div class="nav__links"><a class="nav__link" href="/">HOME</a>' +
        '<a aria-current="page" class="nav__link active" href="/about">ABOUT US</a></div><a href="/login">SIGN IN</a></nav>' +
        '<nav id="server-menu" popover="auto"><a class="mobile-menu__link" href="/">HOME</a>' +
        '<a aria-current="page" class="mobile-menu__link active" href="/about">ABOUT US</a></nav></header>' +
        '<main id="main" class="app__main"><h1>About us</h1></main><footer><nav aria-label="Company"><a href="/about">About Us</a></nav>' +
        `<span>© ${new Date().getFullYear()} Agency</span><span class="footer__legal"><a href="/privacy">Privacy Policy</a></span></footer></div></div>`,
    );
    expect(about.text).not.toContain('boot-nav');
    const dashboard = await get(build, '/admin');
    expect(dashboard.text).not.toContain('server-layout-style');
    // The team page of this fixture is a bare <main>: not the shape the layout takes, so it goes below the placeholder.
    const team = await get(build, '/team');
    expect(team.text).toContain('</style><div class="boot-nav"></div><main><h1>Web Development</h1>');
    expect(team.text).not.toContain('server-layout-style');
    const unusable = await get({ ...build, shellPages: { pages: {}, layoutFrame: { ...FRAME, style: ['</style>'] } } }, '/about');
    expect(unusable.text).toContain(
      '<div id="root"><style id="prerendered-style">.page-header{padding:4rem}</style><div class="boot-nav"></div><main id="main"><h1>About us</h1></main></div>',
    );
  });

  test('when a page from the database is requested, then the server entry renders it with the admin service data and its own CSS', async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/team');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Web Development</h1>');
    expect(res.text).toContain('<link rel="canonical" href="https://agency.example/team">');
    expect(res.text).toContain(
      `<style id="prerendered-style">${TEAM_CSS}</style><div class="boot-nav"></div><main><h1>Web Development</h1>`,
    );
  });

  test("when the public remote's build gives its pages only the CSS of all pages, then every page renders with that", async () => {
    const build = { pages: prerenderedSharedStyleOnly, server: serverEntry() };
    for (const [url, status, heading] of [
      ['/about', 200, 'About us'],
      ['/team', 200, 'Web Development'],
      ['/no/such/page', 404, 'Page not found'],
    ] as const) {
      const res = await get(build, url);
      expect(res.status).toBe(status);
      expect(res.text).toContain(`<style id="prerendered-style">${ALL_PAGES_CSS}</style><div class="boot-nav"></div><main`);
      expect(res.text).toContain(`<h1>${heading}</h1>`);
    }
  });

  test('when the API fails while rendering, then the plain shell page comes back (the app loads the data itself)', async () => {
    domains = { error: 'down' };
    try {
      const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/team');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
    } finally {
      domains = [{ name: 'Web Development', slug: 'web-development' }];
    }
  });

  test.each(['/no/such/page', '/team/x/y/z'])('when the unknown path %s is requested, then 404 with the not-found page', async (url) => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<h1>Page not found</h1>');
  });

  test('when the public remote has no server build, then an unknown path is still 404 (the shell shows the page) and a public page 200', async () => {
    expect((await get({}, '/no/such/page')).status).toBe(404);
    const team = await get({}, '/team');
    expect(team.status).toBe(200);
    expect(team.text).toContain('<title>shell</title>');
  });

  test("when the public remote's build lists a new page, then the gateway answers it as a page and a page the build no longer lists with 404", async () => {
    const routes = ['/', '/offers', '/team', '/team/:slug'];
    const offers = await get({ routes }, '/offers');
    expect(offers.status).toBe(200);
    expect(offers.text).toContain('<title>shell</title>');
    expect((await get({ routes }, '/team/web-development')).status).toBe(200);
    expect((await get({ routes }, '/about')).status).toBe(404);
    // The shell's own pages are not the remote's to list.
    expect((await get({ routes }, '/login')).status).toBe(200);
  });

  test("when the public remote's route list is unreadable, then no URL is called unknown (the shell's router decides)", async () => {
    expect((await get({ routes: { not: 'a list' } }, '/no/such/page')).status).toBe(200);
    expect((await get({ routes: ['about'] }, '/about')).status).toBe(200);
  });

  test.each(['/login', '/admin/users', '/user-dashboard'])(
    'when the app page %s is requested, then the plain shell page, 200',
    async (url) => {
      const res = await get({ pages: prerendered, server: SERVER_ENTRY }, url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
    },
  );

  test('when /case-studies is requested (with a query), then 301 to /team with the same query, for any case', async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/case-studies?from=nav');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/team?from=nav');
    const upper = await get({ pages: prerendered, server: SERVER_ENTRY }, '/Case-Studies');
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe('/team');
  });

  test('when the public remote is loaded from another origin (maybe another version), then no server HTML goes in', async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/about', {
      MFE_PUBLIC_URL: 'https://cdn.example.com/public/mf-manifest.json',
    });
    expect(res.text).toContain('<title>shell</title>');
    expect(res.text).not.toContain('prerendered-style');
  });

  test('when the prerendered CSS would close its <style> element, then nothing of it goes in the page', async () => {
    const build = { pages: { ...prerenderedSharedStyleOnly, style: '</style><script>alert(1)</script>' }, server: SERVER_ENTRY };
    const res = await get(build, '/about');
    expect(res.text).not.toContain('alert(1)');
    expect(res.text).not.toContain('<h1>About us</h1>');
  });

  test("when a page's own CSS would close its <style> element, then nothing of that page goes in (the plain shell page)", async () => {
    const closing = '</STYLE><script>alert(1)</script>';
    const about = await get(
      { pages: { style: ALL_PAGES_CSS, pages: { '/about': { ...ABOUT, style: closing } } }, server: SERVER_ENTRY },
      '/about',
    );
    const team = await get({ pages: prerendered, server: serverEntry({ team: closing }) }, '/team');
    for (const res of [about, team]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('alert(1)');
      expect(res.text).toContain('<title>shell</title>');
    }
  });
});

describe("the shell's sign-in pages' server HTML", () => {
  const LOGIN_CSS = '.auth-card{padding:2rem}';
  const shellPages = {
    style: `${LOGIN_CSS}.nav{height:64px}`,
    pages: {
      '/login': {
        status: 200,
        head: '<title>Sign In · Agency</title><meta name="description" content="Sign in"><link rel="canonical" href="%PUBLIC_URL%/login">',
        markup: '<main id="main"><h1>Welcome Back</h1></main>',
        style: LOGIN_CSS,
      },
    },
  };

  test("when /login is requested, then the shell build's page is in the HTML: its head, CSS and markup, the site's address put in", async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY, shellPages }, '/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Sign In · Agency</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://agency.example/login">');
    expect(res.text).not.toContain('<title>shell</title>');
    expect(res.text).toContain(
      `<div id="root"><style id="prerendered-style">${LOGIN_CSS}</style><div class="boot-nav"></div><main id="main"><h1>Welcome Back</h1></main></div>`,
    );
    expect(res.text).toContain('<script defer src="/main.js"></script>');
  });

  test("when a signed-in page, or a sign-in page the shell's build did not render, is requested, then the plain shell page", async () => {
    for (const url of ['/dashboard', '/admin/members', '/reset-password']) {
      const res = await get({ pages: prerendered, server: SERVER_ENTRY, shellPages }, url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.text).not.toContain('prerendered-style');
    }
  });

  test("when the shell's build has no server HTML (an older shell), then /login is the plain shell page", async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.text).toContain('<div id="root"><div class="boot-nav"></div></div>');
  });

  test("when the shell's page CSS would close its <style> element, then nothing of it goes in", async () => {
    const closing = { ...shellPages, pages: { '/login': { ...shellPages.pages['/login'], style: '</style><script>alert(1)</script>' } } };
    const res = await get({ pages: prerendered, server: SERVER_ENTRY, shellPages: closing }, '/login');
    expect(res.text).not.toContain('alert(1)');
    expect(res.text).toContain('<title>shell</title>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('when robots.txt is requested, then it keeps crawlers out of the admin, the dashboards and the API and names the sitemap', async () => {
    const res = await get({}, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const closed of ['/admin', '/user-dashboard', '/dashboard', '/member-home', '/api/'])
      expect(res.text).toContain(`Disallow: ${closed}\n`);
    expect(res.text).toContain('Sitemap: https://agency.example/sitemap.xml');
  });

  test("when sitemap.xml is requested, then the public remote's server entry builds it from the live domains", async () => {
    const res = await get({ pages: prerendered, server: SERVER_ENTRY }, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.text).toContain('<loc>https://agency.example/team/web-development</loc>');
  });

  test('when sitemap.xml is asked again within 30 s, then it is not rendered again: one read of the domains, the same XML', async () => {
    const gw = await gatewayWith({ pages: prerendered, server: SERVER_ENTRY });
    try {
      admin.seen.length = 0;
      const first = await request(gw).get('/sitemap.xml');
      const second = await request(gw).get('/sitemap.xml');
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(admin.seen.map((s) => s.url)).toEqual(['/api/admin/domains']);
    } finally {
      gw.close();
    }
  });

  test('when sitemap.xml is asked with the ETag it came with, then 304 without a body', async () => {
    const gw = await gatewayWith({ pages: prerendered, server: SERVER_ENTRY });
    try {
      const first = await request(gw).get('/sitemap.xml');
      expect(first.headers.etag).toBeDefined();
      const again = await request(gw).get('/sitemap.xml').set('if-none-match', first.headers.etag!);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    } finally {
      gw.close();
    }
  });

  test('when the public remote has no server build, then sitemap.xml answers 503, not a page', async () => {
    const res = await get({}, '/sitemap.xml');
    expect(res.status).toBe(503);
  });
});
