// The app hydrates a visitor's server HTML in place (issue 38): the page the visitor is looking at is the
// page the app then runs, the same elements, not a copy drawn over it. Nothing typed, focused or scrolled
// can be lost to a replacement that does not happen, and React says nothing of a mismatch.
import { expect, test, type Page } from '@playwright/test';
import { call } from '../support/api';
import { openPublicPage } from '../support/public-page';

/** Holds on to elements of the server HTML as the browser parsed them, before any of the app's code runs. */
async function holdServedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const served = window as unknown as { __served: Record<string, Element | null> };
      served.__served = {
        main: document.getElementById('main'),
        heading: document.querySelector('#main h1'),
        bar: document.querySelector('#root header.nav'),
        footer: document.querySelector('#root footer'),
      };
    });
  });
}

/** What the app says in the console (a warning) for each part of the server HTML React had to draw anew. */
function watchMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('The server HTML did not match the app')) mismatches.push(message.text());
  });
  return mismatches;
}

/** Which of the held elements are still the ones in the page, by name. */
const stillServed = (page: Page) =>
  page.evaluate(() => {
    const { __served: served } = window as unknown as { __served: Record<string, Element | null> };
    const now: Record<string, Element | null> = {
      main: document.getElementById('main'),
      heading: document.querySelector('#main h1'),
      bar: document.querySelector('#root header.nav'),
      footer: document.querySelector('#root footer'),
    };
    return Object.fromEntries(Object.keys(now).map((name) => [name, served[name] !== null && served[name] === now[name]]));
  });

for (const path of [
  '/',
  '/about',
  '/team',
  '/contact',
  '/contact/sent',
  '/contact/not-sent/invalid',
  '/services/software-dev',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
]) {
  test(`when a visitor opens ${path}, then the app takes over the server HTML's own elements (hydrated, not replaced) and reports no mismatch`, async ({
    page,
  }) => {
    const mismatches = watchMismatches(page);
    await holdServedElements(page);
    await openPublicPage(page, path);

    expect(await stillServed(page)).toEqual({ main: true, heading: true, bar: true, footer: true });
    expect(mismatches).toEqual([]);
    // The app's own: its footer reads the social links (only the app draws them) and its links navigate in the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/** The profile of Software Development's first member. */
async function aMemberProfile(): Promise<string> {
  const domains = (await call('/api/admin/domains')).body as { domain_id: string; name: string; slug: string }[];
  const software = domains.find((domain) => domain.name === 'Software Development')!;
  const members = (await call(`/api/admin/domains/${software.domain_id}/members`)).body as { member_id: string }[];
  return `/team/${software.slug}/${members[0]!.member_id}`;
}

// Issue 51: each of these had React report #418 and draw the whole page anew: a profile (React's preload of its
// picture sat in <main>), a missing team or member (the app had no word of it and showed "Loading..."), a
// trailing slash (the app did not take the server's data for /team as its own).
const ISSUE_51 = [
  'a member profile',
  '/team/',
  '/team/software-development/',
  '/team/no-such-team',
  '/team/software-development/000000000000000000000000',
];
for (const name of ISSUE_51) {
  test(`when a visitor opens ${name}, then the app hydrates the served heading and layout in place and reports no mismatch`, async ({
    page,
  }) => {
    const path = name === 'a member profile' ? await aMemberProfile() : name;
    const mismatches = watchMismatches(page);
    await holdServedElements(page);
    await openPublicPage(page, path);

    expect(await stillServed(page)).toEqual({ main: true, heading: true, bar: true, footer: true });
    expect(mismatches).toEqual([]);
  });
}

test('when the app has hydrated the phone menu, then the burger opens the app’s menu (one menu, its state said) and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPublicPage(page, '/about');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).not.toHaveAttribute('popovertarget');
  await burger.click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
