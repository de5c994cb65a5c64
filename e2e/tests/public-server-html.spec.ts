// The public site as search engines and link previews see it: every public page's HTML as the server
// answers it (fetched without a browser, no JavaScript run), the sitemap, robots.txt, the icons, the
// 404s for unknown URLs, and the app taking over that HTML without moving anything.
import { expect, test } from '@playwright/test';
import { API } from '../support/stack';
import { signIn } from '../support/session';
import { signUpUser } from './accounts-helpers';
import { holdAppCode, takeOverSeen, watchTakeOver, serverHtml } from '../support/take-over';

interface Domain {
  domain_id: string;
  name: string;
  slug?: string;
}

async function html(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${API}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text() };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const h1Of = (text: string) =>
  decode(
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(text)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );
const titleOf = (text: string) => decode(/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '');
const descriptionOf = (text: string) => decode(/<meta name="description" content="([^"]*)"/.exec(text)?.[1] ?? '');
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]*)"/.exec(text)?.[1];
const jsonLdOf = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

async function seeded() {
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Domain[];
  const software = domains.find((d) => d.name === 'Software Development')!;
  const members = (await (await fetch(`${API}/api/admin/domains/${software.domain_id}/members`)).json()) as {
    member_id: string;
    name: string;
  }[];
  return { domains, software, member: members[0]! };
}

const STATIC_PAGES: [string, string, string][] = [
  ['/', 'Digital products that help small businesses grow', 'LocalBusiness'],
  ['/about', 'Technology partners for small businesses', 'WebPage'],
  ['/contact', "Let's talk about your project", 'LocalBusiness'],
  ['/privacy', 'Privacy Policy', 'WebPage'],
  ['/terms', 'Terms of Service', 'WebPage'],
  ['/services/software-dev', 'Software Development', 'Service'],
  ['/services/digital-presence', 'Digital Presence Management', 'Service'],
  ['/services/brand-identity', 'Brand Identity Design', 'Service'],
  ['/services/iot', 'Embedded Systems & IoT', 'Service'],
  ['/services/design', 'Design & Creatives', 'Service'],
  ['/services/support', 'Technical Support', 'Service'],
  ['/team', 'The people behind the work', 'WebPage'],
];

test.describe('server HTML of each public page (no JavaScript)', () => {
  for (const [path, heading, schemaType] of STATIC_PAGES) {
    test(`when ${path} is fetched, then its HTML holds its heading, own title and description, canonical URL, cards and ${schemaType} JSON-LD`, async () => {
      const { status, text } = await html(path);
      expect(status).toBe(200);
      expect(h1Of(text)).toContain(heading);
      expect(text).toContain('<html lang="en"');
      expect(text).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/);
      expect(text.match(/<title>/g)).toHaveLength(1);
      expect(text.match(/<meta name="description"/g)).toHaveLength(1);
      expect(titleOf(text)).toMatch(/^\S.* · Agency$/);
      expect(descriptionOf(text).length).toBeGreaterThan(40);
      expect(canonicalOf(text)).toBe(`${API.replace('127.0.0.1', 'localhost')}${path}`);
      expect(text).toContain('<meta property="og:title"');
      expect(text).toMatch(/<meta property="og:image" content="[^"]+\/og-image\.png"/);
      expect(text).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(jsonLdOf(text).map((item) => item['@type'])).toContain(schemaType);
    });
  }

  test('when every public page is fetched, then no two share a title or a description', async () => {
    const pages = await Promise.all(STATIC_PAGES.map(([path]) => html(path)));
    expect(new Set(pages.map((p) => titleOf(p.text))).size).toBe(STATIC_PAGES.length);
    expect(new Set(pages.map((p) => descriptionOf(p.text))).size).toBe(STATIC_PAGES.length);
  });

  test("when home and contact are fetched, then the agency's JSON-LD has its Indore address", async () => {
    for (const path of ['/', '/contact']) {
      const business = jsonLdOf((await html(path)).text).find((item) => item['@type'] === 'LocalBusiness');
      expect(business?.address).toMatchObject({ addressLocality: 'Indore', addressCountry: 'IN' });
    }
  });

  test("when a domain's team and a member's profile are fetched, then they come with their data: members, the Person JSON-LD", async () => {
    const { software, member } = await seeded();
    const team = await html(`/team/${software.slug}`);
    expect(team.status).toBe(200);
    expect(h1Of(team.text)).toBe('Software Development Team');
    expect(titleOf(team.text)).toContain('Software Development Team');
    expect(team.text).toContain(member.name);
    expect(canonicalOf(team.text)).toMatch(new RegExp(`/team/${software.slug}$`));
    expect(jsonLdOf(team.text).length).toBeGreaterThan(0);

    const profile = await html(`/team/${software.slug}/${member.member_id}`);
    expect(profile.status).toBe(200);
    expect(h1Of(profile.text)).toBe(member.name);
    expect(titleOf(profile.text)).toContain(member.name);
    expect(descriptionOf(profile.text).length).toBeGreaterThan(10);
    expect(canonicalOf(profile.text)).toMatch(new RegExp(`/team/${software.slug}/${member.member_id}$`));
    expect(jsonLdOf(profile.text).find((item) => item['@type'] === 'Person')).toMatchObject({ name: member.name });
  });
});

test.describe('one title per page: the server HTML and the app say the same', () => {
  test('when each public page is opened, then the title the app sets after taking over is the server HTML title', async ({ page }) => {
    const { software, member } = await seeded();
    const paths = [
      ...STATIC_PAGES.map(([path]) => path),
      '/services/no-such-service',
      `/team/${software.slug}`,
      `/team/${software.slug}/${member.member_id}`,
      // An unknown path is not here: the app takes it to / (chain.spec.ts).
      '/team/no-such-team',
    ];
    for (const path of paths) {
      const server = titleOf((await html(path)).text);
      expect(server, path).toMatch(/ · Agency$/);
      await page.goto(path);
      await expect(serverHtml(page), path).toHaveCount(0);
      // The page sets its title once its heading is there (a profile after its data).
      await expect(page.locator('#main h1'), path).toBeVisible();
      await expect(page, path).toHaveTitle(server);
    }
  });
});

test.describe('unknown URLs answer 404 with the Page not found page', () => {
  for (const path of ['/no/such/page', '/team/no-such-team', '/team/software-development/000000000000000000000000']) {
    test(`when ${path} is fetched, then 404 with "Page not found", links home and to the team, and no canonical`, async () => {
      const { status, text } = await html(path);
      expect(status).toBe(404);
      expect(h1Of(text)).toBe('Page not found');
      expect(text).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
      expect(text).toMatch(/<a[^>]*href="\/team"[^>]*>Meet our team<\/a>/);
      expect(canonicalOf(text)).toBeUndefined();
      expect(text).toContain('<meta name="robots" content="noindex">');
    });
  }
});

test.describe('robots.txt, sitemap.xml, icons and manifest', () => {
  test('when the sitemap is fetched, then it lists the public pages, every live domain and member profiles', async () => {
    const { domains, software, member } = await seeded();
    const res = await fetch(`${API}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const [path] of STATIC_PAGES) expect(locs).toContain(path);
    for (const domain of domains) expect(locs).toContain(`/team/${domain.slug}`);
    expect(locs).toContain(`/team/${software.slug}/${member.member_id}`);
    expect(locs.some((path) => /^\/(admin|login|user-dashboard|api)/.test(path))).toBe(false);
  });

  test('when robots.txt is fetched, then it keeps crawlers out of the admin area, the dashboards and the API and names the sitemap', async () => {
    const text = await (await fetch(`${API}/robots.txt`)).text();
    for (const path of ['/admin', '/user-dashboard', '/dashboard', '/member-home', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('when the icons and the manifest are fetched, then each answers with its type, and the page links them', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/icon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/og-image.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const res = await fetch(`${API}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
    }
    const { text } = await html('/about');
    expect(text).toContain('rel="apple-touch-icon"');
    expect(text).toContain('rel="manifest"');
  });
});

test.describe('the app takes over the server HTML', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('when a visitor opens a team page, then its members are readable', async ({ page }) => {
      const { software, member } = await seeded();
      await page.goto(`/team/${software.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Software Development Team' })).toBeVisible();
      await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
    });
  });

  test.describe('the nav bar with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test("when a visitor opens a public page, then the shell's nav bar is there with the published links, the page's own marked, and they lead to their pages", async ({
      page,
    }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator('.nav__link')).toHaveText(['HOME', 'ABOUT US', 'OUR TEAM', 'CONTACT US']);
      await expect(nav.getByRole('link', { name: 'Agency home' })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'OUR TEAM' }).click();
      await expect(page).toHaveURL(/\/team$/);
      await expect(page.getByRole('heading', { level: 1, name: 'The people behind the work' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIGN IN' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    });

    for (const path of ['/', '/contact', '/login']) {
      test(`when a visitor opens ${path}, then the first Tab reaches "Skip to content", and the footer links the services, the company pages and the legal pages, which open`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#main$/);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(5);
        await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText([
          'About Us',
          'Our Team',
          'Contact Us',
        ]);
        await expect(footer).toContainText(`© ${new Date().getFullYear()} Agency. Since 2025.`);
        await footer.getByRole('link', { name: 'Terms of Service' }).click();
        await expect(page).toHaveURL(/\/terms$/);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
        await expect(page).toHaveURL(/\/privacy$/);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
      });
    }
  });

  test('when a visitor presses a nav link before the app has arrived, then it takes them to that page', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(serverHtml(page)).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: "Let's talk about your project" })).toBeVisible();
    release();
    await expect(serverHtml(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT US' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('when a keyboard visitor has focused a nav link before the app has arrived, then the same link of the app has focus and Tab goes on from it', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(serverHtml(page)).toHaveCount(1);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 6 && (await focusedText()) !== 'ABOUT US'; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('ABOUT US');
    release();
    await expect(serverHtml(page)).toHaveCount(0);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'ABOUT US' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'OUR TEAM' })).toBeFocused();
  });

  test("when someone signed in opens a public page, then the visitor's bar (SIGN IN) is not shown before their own arrives", async ({
    page,
  }) => {
    await signIn(page, await signUpUser('Nav Holder'));
    const release = await holdAppCode(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(serverHtml(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toBeHidden();
    release();
    await expect(serverHtml(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  });

  const pages = [...STATIC_PAGES.map(([path]) => path), '/team/software-development', 'a member profile'];
  for (const name of pages) {
    test(`when ${name} loads, then nothing moves while the app replaces the server HTML (CLS ≤ 0.01) and no loading state shows`, async ({
      page,
    }) => {
      const { software, member } = await seeded();
      const path = name === 'a member profile' ? `/team/${software.slug}/${member.member_id}` : name;
      await watchTakeOver(page, '#root [role="status"], #root .skeleton');
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(serverHtml(page)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const { cls, loading } = await takeOverSeen(page);
      expect(cls).toBeLessThanOrEqual(0.01);
      expect(loading).toBe(false);
    });
  }

  test('when a visitor scrolls the server HTML before the app has arrived, then the page stays where they scrolled to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The shell's start-up code waits until the visitor has scrolled.
    const release = await holdAppCode(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(serverHtml(page)).toHaveCount(1);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    release();
    await expect(serverHtml(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    // A page opened from there starts at the top, as ever.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'OUR TEAM' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The people behind the work' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0); // the site scrolls smoothly
  });

  test('when a public page loads, then its server HTML is painted before the app takes it over', async ({ page }) => {
    await page.addInitScript(() => {
      // The moment the server HTML's CSS, there from the start, is removed by the app's first commit.
      const w = window as unknown as { __takenOverAt: number | undefined };
      let served = false;
      new MutationObserver(() => {
        if (document.getElementById('prerendered-style')) served = true;
        else if (served && w.__takenOverAt === undefined) w.__takenOverAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/privacy');
    await expect(serverHtml(page)).toHaveCount(0);
    const { painted, takenOver } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      takenOver: (window as unknown as { __takenOverAt?: number }).__takenOverAt,
    }));
    expect(painted).toBeDefined();
    expect(painted!).toBeLessThan(takenOver!);
  });
});
