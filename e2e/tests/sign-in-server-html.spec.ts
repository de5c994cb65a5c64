// The shell's sign-in pages as a visitor first gets them: server HTML from the shell's own build (the page
// reads before any JavaScript, as search engines and link previews see it), taken over by the app without
// anything moving, and without losing what the visitor typed meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API, repoRoot, USER } from '../support/stack';
import { holdAppCode, takeOverSeen, watchTakeOver, serverHtml } from '../support/take-over';
import { uniqueEmail } from './accounts-helpers';

const PAGES: { path: string; heading: string; title: string }[] = [
  { path: '/login', heading: 'Welcome Back', title: 'Sign In · Agency' },
  { path: '/signup', heading: 'Create Account', title: 'Create Account · Agency' },
  { path: '/forgot-password', heading: 'Forgot Password', title: 'Forgot Password · Agency' },
];

async function html(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${API}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text() };
}

/** The page URLs the browser asks the server for, from now on (a form the browser sends is one). */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(request.url());
  });
  return urls;
}

test.describe("the shell's sign-in pages: server HTML", () => {
  for (const { path, heading, title } of PAGES) {
    test(`when ${path} is fetched, then its HTML holds its heading, form, own title, canonical URL and WebPage JSON-LD`, async () => {
      const { status, text } = await html(path);
      expect(status).toBe(200);
      expect(text).toContain(`<h1 class="auth-card__title">${heading}</h1>`);
      expect(text).toContain(`<title>${title}</title>`);
      expect(text.match(/<title>/g)).toHaveLength(1);
      expect(text).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(text).toContain(`<link rel="canonical" href="${API.replace('127.0.0.1', 'localhost')}${path}">`);
      expect(text).toContain('"@type":"WebPage"');
      expect(text).toMatch(/<form[^>]*>[\s\S]*<input[^>]+type="email"/);
    });
  }

  test('when a signed-in page is fetched, then it is the plain shell page (its content is the person’s own)', async () => {
    const { text } = await html('/user-dashboard');
    expect(text).not.toContain('auth-card');
    expect(text).toContain('<div id="root"><div class="boot-nav"></div></div>');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('when /login is opened, then the form reads and says that it needs JavaScript', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      // Playwright's text search skips <noscript>; the notice is found by its box.
      const notice = page.locator('#main .alert');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText('This form needs JavaScript. Please turn it on in your browser to continue.');
    });

    const SECRET = 'NoScript$ecret-2025';
    const FORMS: { path: string; fill: (page: Page) => Promise<void>; button: string }[] = [
      {
        path: '/login',
        button: 'Sign In',
        fill: async (page) => {
          await page.getByLabel('Email').fill(USER.email);
          await page.getByLabel('Password').fill(SECRET);
        },
      },
      {
        path: '/signup',
        button: 'Create Account',
        fill: async (page) => {
          await page.getByLabel('Name').fill('No Script');
          await page.getByLabel('Email').fill('noscript@example.com');
          await page.getByLabel('Password', { exact: true }).fill(SECRET);
          await page.getByLabel('Confirm Password', { exact: true }).fill(SECRET);
        },
      },
      { path: '/forgot-password', button: 'Send Reset Link', fill: (page) => page.getByLabel('Email').fill('noscript@example.com') },
    ];

    for (const { path, fill, button } of FORMS) {
      test(`when ${path} is sent, then it goes as a POST, nothing typed is in any URL, and the page comes back saying that it needs JavaScript`, async ({
        page,
      }) => {
        const documents: { method: string; url: string }[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push({ method: request.method(), url: request.url() });
        });
        await page.goto(path);
        await fill(page);
        const answered = page.waitForResponse((response) => response.request().method() === 'POST');
        await page.getByRole('button', { name: button }).click();
        const answer = await answered;
        expect(answer.status()).toBe(303);
        expect(answer.headers().location).toBe(path);
        await page.waitForURL((url) => url.pathname === path && documents.length === 3);

        expect(documents.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`)).toEqual([
          `GET ${path}`,
          `POST ${path}`,
          `GET ${path}`,
        ]);
        for (const { url } of documents) {
          expect(url).not.toContain(encodeURIComponent(SECRET));
          expect(url).not.toContain('noscript%40example.com');
          expect(url).not.toContain('password=');
        }
        expect(new URL(page.url()).search).toBe('');
        await expect(page.locator('#main .alert')).toHaveText('This form needs JavaScript. Please turn it on in your browser to continue.');
        for (const input of await page.locator('#main input[type="password"]').all()) await expect(input).toHaveValue('');
      });
    }
  });

  for (const { path, heading, title } of PAGES) {
    test(`when ${path} loads, then nothing moves while the app replaces the server HTML (CLS ≤ 0.01), no loading state shows and the title stays`, async ({
      page,
    }) => {
      await watchTakeOver(page, '#root .skeleton');
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(serverHtml(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { cls, loading } = await takeOverSeen(page);
      expect(cls).toBeLessThanOrEqual(0.01);
      expect(loading).toBe(false);
      await expect(page).toHaveTitle(title);
    });
  }
});

test('when the sign-in page’s code comes later than the first render’s usual 1 s wait, then the server HTML stays until the page replaces it: no skeleton, nothing moves', async ({
  page,
}) => {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const loginChunk = fs
    .readdirSync(shellDist)
    .find((file) => file.endsWith('.js') && fs.readFileSync(path.join(shellDist, file), 'utf8').includes('Welcome Back'));
  expect(loginChunk).toBeDefined();
  await page.route(`**/${loginChunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await watchTakeOver(page, '#root .skeleton');
  await page.goto('/login');
  await expect(serverHtml(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  const { cls, loading } = await takeOverSeen(page);
  expect(loading).toBe(false);
  expect(cls).toBeLessThanOrEqual(0.01);
});

test.describe("the shell's sign-in pages: typing before the app has taken over", () => {
  test('when a visitor types into /login before the app loads, then after the take-over the typed e-mail, password and focus are there and Enter signs in', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(serverHtml(page)).toHaveCount(1);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByLabel('Password').focus();
    release();

    await expect(serverHtml(page)).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(USER.email);
    await expect(page.getByLabel('Password')).toHaveValue(USER.password);
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('when a visitor clicks Sign In on the server HTML before the app loads, then the browser sends nothing (no password in a URL) and the app signs them in once it has taken over', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    const went = documentRequests(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Password').press('Enter');
    await expect(serverHtml(page)).toHaveCount(1);
    release();

    await expect(page).toHaveURL(/\/$/);
    expect(went.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/login']);
  });

  test('when a visitor presses Enter in the one field of /forgot-password before the app loads, then its URL carries no e-mail and the app sends the request once it has taken over', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    const went = documentRequests(page);
    await page.goto('/forgot-password', { waitUntil: 'domcontentloaded' });
    // An address of its own: the reset requests per address are limited (3 an hour).
    const email = uniqueEmail('early-reset');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    release();
    await expect(serverHtml(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('If an account with that email exists, a password reset link has been sent.');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(went.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/forgot-password']);
  });
});
