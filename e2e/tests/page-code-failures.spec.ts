// Code a page needs that fails to download is tried at most 3 times (growing pause), then the section's
// fallback offers a Retry that really loads it again; a remote released while a page is open does not
// leave the visitor's next page blank. For a page of each remote and for one of the shell's own pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN, repoRoot, USER } from '../support/stack';
import { signIn } from '../support/session';
import { waitForQuietNetwork } from '../support/network';
import { openPublicPage } from '../support/public-page';
import { serverHtml } from '../support/take-over';

const FALLBACK = 'This section is currently unavailable.';

interface Case {
  name: string;
  /** What the report names. */
  remote: string;
  account?: typeof ADMIN;
  /** The code that is made to fail: this part's chunks and stylesheets not loaded yet. */
  isPageCode: (pathname: string) => boolean;
  /** Opens the page whose code fails (with the blocking already in place). */
  open: (page: Page) => Promise<void>;
  ready: (page: Page) => Locator;
}

const opened = (page: Page) => new URL(page.url()).pathname;

const remoteChunk = (remote: string) => (pathname: string) =>
  pathname.startsWith(`/mfe/${remote}/`) &&
  /\.(js|css)$/.test(pathname) &&
  !pathname.endsWith('/remoteEntry.js') &&
  !pathname.includes('__federation_expose');

const cases: Case[] = [
  {
    name: 'the About page of the public remote, opened from the home page',
    remote: 'mfe_public',
    isPageCode: remoteChunk('public'),
    open: async (page) => {
      await page.getByRole('navigation').first().getByRole('link', { name: 'ABOUT US', exact: true }).click();
    },
    ready: (page) => page.getByRole('heading', { name: /Technology partners for small businesses/ }),
  },
  {
    name: 'the user dashboard of the portal remote',
    remote: 'mfe_portal',
    account: USER,
    isPageCode: remoteChunk('portal'),
    open: async (page) => {
      await page.goto('/user-dashboard');
    },
    ready: (page) =>
      page
        .getByRole('main')
        .getByText(/dashboard/i)
        .first(),
  },
  {
    name: 'the admin area of the admin remote',
    remote: 'mfe_admin',
    account: ADMIN,
    isPageCode: remoteChunk('admin'),
    open: async (page) => {
      await page.goto('/admin');
    },
    ready: (page) => page.getByText('Welcome, Admin'),
  },
  {
    name: "the shell's own sign-in page, opened from the home page",
    remote: 'shell',
    isPageCode: (pathname) => /^\/[^/]+\.(js|css)$/.test(pathname),
    open: async (page) => {
      await page.getByRole('navigation').first().getByRole('link', { name: 'SIGN IN', exact: true }).click();
    },
    ready: (page) => page.getByText('Welcome Back'),
  },
];

for (const c of cases) {
  test(`when the code of ${c.name} fails to download, then each file is requested at most 3 times, the fallback and Retry show, the failure is reported once, and Retry loads it once the connection is back`, async ({
    page,
  }) => {
    if (c.account) await signIn(page, c.account);
    if (!c.account) {
      // The page being left loads first, so only the code of the page being opened fails.
      await page.goto('/');
      // The page and its nav bar are server HTML, so they show before the shell's code has run: wait for the
      // app to take over, or the route below would fail the shell's start-up code instead.
      await expect(serverHtml(page)).toHaveCount(0);
    }

    const tries = new Map<string, number>();
    let offline = true;
    await page.route(
      (url) => c.isPageCode(url.pathname),
      (route) => {
        if (!offline) return route.fallback();
        const file = new URL(route.request().url()).pathname;
        tries.set(file, (tries.get(file) ?? 0) + 1);
        return route.abort('internetdisconnected');
      },
    );
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/client-errors') reports.push(request);
    });

    await c.open(page);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    // The page being opened is reported (a part of the page left may fail too, e.g. a carousel still loading).
    await expect.poll(() => reports.some((r) => (r.postDataJSON() as { page: string }).page === opened(page))).toBe(true);
    // Nothing more is requested while the fallback shows (the old code looped here, hundreds a second).
    const settled = [...tries.values()].reduce((a, b) => a + b, 0);
    await page.waitForTimeout(2000);
    expect([...tries.values()].reduce((a, b) => a + b, 0)).toBe(settled);
    expect(tries.size).toBeGreaterThan(0);
    for (const [file, count] of tries) expect(count, file).toBeLessThanOrEqual(3);
    expect(Math.max(...tries.values())).toBe(3);
    // Each failure once: no file of a release is reported twice.
    const reported = reports.map((r) => r.postDataJSON() as Record<string, string>);
    expect(new Set(reported.map((r) => `${r.remote} ${r.release} ${r.file}`)).size).toBe(reported.length);
    const report = reported.find((r) => r.page === opened(page))!;
    expect(report).toMatchObject({ kind: 'page-code', remote: c.remote });
    expect(report.release).toMatch(/^(\d{8}T\d{6}Z|main\.[0-9a-f]{8}\.js)$/);

    offline = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(c.ready(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect(reports).toHaveLength(reported.length);
  });
}

test('when only the shared library a shell page needs fails to download once, then the next try downloads it again and the page opens and works', async ({
  page,
}) => {
  // The web kit's HTTP client entry, which the sign-in page needs and / does not load.
  const sharedUse = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell', 'dist', 'shared-use.json'), 'utf8')) as {
    provides: Record<string, string[]>;
  };
  const apiEntry = sharedUse.provides['@agency/web-kit/api']!.find((file) => file.endsWith('.js'))!;
  await page.goto('/');
  // The app has taken over the server HTML (its nav bar's SIGN IN would load the sign-in page anew).
  await expect(serverHtml(page)).toHaveCount(0);
  const requests: string[] = [];
  await page.route(`**/${apiEntry}`, (route) => {
    requests.push(route.request().url());
    return requests.length === 1 ? route.abort('internetdisconnected') : route.fallback();
  });

  await page.getByRole('navigation').first().getByRole('link', { name: 'SIGN IN', exact: true }).click();
  await expect(page.getByText('Welcome Back')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  expect(requests).toHaveLength(2);
  // The page's code ran with the library there (not half-run from the failed try): signing in calls the API.
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
  await page.getByLabel(/email/i).first().fill('nobody@example.com');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Wrong-password-1');
  await page
    .getByRole('button', { name: /sign in/i })
    .last()
    .click();
  expect((await login).status()).toBe(401);
});

test.describe('a release of a remote or the shell while a page is open', () => {
  const RELEASED_TITLE = 'Technology partners for small businesses (release 2)';
  const backups = new Map<string, string>();

  /**
   * What a release does to a remote's served files (a rebuild with `clean: true`, or a new container of the
   * remote): every hashed file gets a new name (the old ones are gone, 404), remoteEntry.js and
   * mf-manifest.json point at the new names, and the About page says something new.
   */
  function release(remoteDir: string) {
    const dist = path.join(repoRoot, remoteDir, 'dist');
    const backup = fs.mkdtempSync(path.join(os.tmpdir(), `${remoteDir}-dist-`));
    fs.cpSync(dist, backup, { recursive: true });
    backups.set(dist, backup);
    const files = fs.readdirSync(dist).filter((file) => fs.statSync(path.join(dist, file)).isFile());
    const hashes = new Map<string, string>();
    for (const file of files) {
      const hash = /\.([0-9a-f]{8})\.(js|css)$/.exec(file)?.[1];
      if (hash) hashes.set(hash, ((parseInt(hash, 16) ^ 0x5a5a5a5a) >>> 0).toString(16).padStart(8, '0'));
    }
    const rewrite = (text: string) => {
      for (const [from, to] of hashes) text = text.split(from).join(to);
      return text.replace('Technology partners for small businesses', RELEASED_TITLE);
    };
    for (const file of files.filter((f) => /\.(js|css|json|html)$/.test(f))) {
      const text = rewrite(fs.readFileSync(path.join(dist, file), 'utf8'));
      fs.rmSync(path.join(dist, file));
      fs.writeFileSync(path.join(dist, rewrite(file)), text);
    }
  }

  test.afterAll(() => {
    for (const [dist, backup] of backups) {
      fs.rmSync(dist, { recursive: true, force: true });
      fs.cpSync(backup, dist, { recursive: true });
      fs.rmSync(backup, { recursive: true, force: true });
    }
  });

  /**
   * Failed requests (4xx/5xx or no answer) for files under `prefix`, each once: a script that answers 404
   * is reported twice by the browser (its 404 response, then its failure when its JSON body is refused).
   */
  function failuresUnder(page: Page, prefix: string): string[] {
    const failed: string[] = [];
    const counted = new Set<Request>();
    const count = (request: Request) => {
      if (counted.has(request) || !new URL(request.url()).pathname.startsWith(prefix)) return;
      counted.add(request);
      failed.push(request.url());
    };
    page.on('response', (response) => {
      if (response.status() >= 400) count(response.request());
    });
    page.on('requestfailed', count);
    return failed;
  }

  /**
   * A page open when the release comes: the app has taken over the server HTML and fetched what it loads
   * when the browser is idle (the phone menu), so the failures counted are those the release causes.
   */
  async function openLoadedPage(page: Page, path: string) {
    await openPublicPage(page, path);
    await waitForQuietNetwork(page);
  }

  test('when the shell is released while / is open, then SIGN IN reloads that URL once into the new release and the sign-in page shows', async ({
    page,
  }) => {
    const failed = failuresUnder(page, '/');
    await openLoadedPage(page, '/');
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('opened-before-the-release', 'yes'));
    await page.evaluate(() => Object.assign(window, { openedBeforeTheRelease: true }));

    release('shell');
    await page.getByRole('navigation').first().getByRole('link', { name: 'SIGN IN', exact: true }).click();
    await expect(page.getByText('Welcome Back')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/login$/);
    // A new document (the page was reloaded), in the same tab.
    expect(await page.evaluate(() => 'openedBeforeTheRelease' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('opened-before-the-release'))).toBe('yes');
    expect(failed.filter((url) => !url.includes('/api/')).length).toBeLessThanOrEqual(3);
  });

  test('when the admin remote is released while /admin is open, then an admin page not loaded before shows, with at most 3 failed requests', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const failed = failuresUnder(page, '/mfe/admin/');
    await page.goto('/admin');
    await expect(page.getByText('Welcome, Admin')).toBeVisible();
    // The admin's layout says Welcome before its dashboard's code has come: a release then would fail that
    // load too, which is not what this test counts.
    await waitForQuietNetwork(page);

    release('mfe-admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { name: /^Messages/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect(failed.length).toBeGreaterThan(0); // the old page's chunk really was gone
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(3);
  });

  test('when the public remote is released while / is open, then About (not loaded before) shows the new release with at most 3 failed requests, and a fresh load gets the new release', async ({
    page,
    browser,
  }) => {
    const failed = failuresUnder(page, '/mfe/public/');
    await openLoadedPage(page, '/');
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();

    release('mfe-public');
    await page.getByRole('navigation').first().getByRole('link', { name: 'ABOUT US', exact: true }).click();
    await expect(page.getByRole('heading', { name: RELEASED_TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect(failed.length).toBeGreaterThan(0); // the old About chunk really was gone
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(3);

    // The page that was open keeps working: back home, from the new release too.
    await page.getByRole('navigation').first().getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(3);

    const fresh = await browser.newPage();
    await fresh.goto('/about');
    await expect(fresh.getByRole('heading', { name: RELEASED_TITLE })).toBeVisible();
    await fresh.close();
  });
});
