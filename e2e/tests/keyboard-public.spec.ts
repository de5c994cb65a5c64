// The public pages with the keyboard alone (issue 27): every route titled, a route change announced with
// focus on the new page's h1, focus never under the fixed header, the mobile menu and the carousel as the
// ARIA Authoring Practices describe them, the contact form's focus after a refused and a sent message.
import { expect, test, type Page } from '@playwright/test';
import { announcer, expectClearOfHeader, expectFocusOnHeading, focused, settledFocus, tabTo } from './keyboard-helpers';
import { openPublicPage } from '../support/public-page';

const TITLES: Array<[string, string]> = [
  ['/', 'Home · Agency'],
  ['/about', 'About Us · Agency'],
  ['/contact', 'Contact Us · Agency'],
  ['/team', 'Our Team · Agency'],
  ['/team/software-development', 'Software Development Team · Agency'],
  ['/services/iot', 'Embedded Systems & IoT · Agency'],
  ['/services/unknown', 'Service Not Found · Agency'],
  ['/privacy', 'Privacy Policy · Agency'],
  ['/terms', 'Terms of Service · Agency'],
  ['/login', 'Sign In · Agency'],
  ['/signup', 'Create Account · Agency'],
  ['/forgot-password', 'Forgot Password · Agency'],
];

test('when each public route is opened, then the document title names the page and the agency', async ({ page }) => {
  for (const [path, title] of TITLES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('when a nav link is chosen with Enter, then the new page is announced and its h1 has focus; the first load moves nothing', async ({
  page,
}) => {
  // The app's navigation (the server HTML's bar loads each page anew, as a plain link does).
  await openPublicPage(page, '/');
  await expect(page).toHaveTitle('Home · Agency');
  expect((await focused(page)).tag).toBe('BODY');
  await expect(announcer(page)).toHaveText('');

  await tabTo(page, 'CONTACT US');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle('Contact Us · Agency');
  await expect(announcer(page)).toHaveText('Contact Us · Agency');
  await expectFocusOnHeading(page, "Let's talk about your project");

  // The next Tab goes on from the page's heading into its content, not back to the top of the page.
  await page.keyboard.press('Tab');
  const next = await settledFocus(page);
  expect(next.inMain).toBe(true);
  expectClearOfHeader(next, 'after the heading');
});

for (const path of ['/', '/contact']) {
  test(`when ${path} is walked backwards with Shift+Tab from the footer, then no focused control is under the fixed header`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    let checked = 0;
    for (let i = 0; i < 70; i++) {
      await page.keyboard.press('Shift+Tab');
      const now = await settledFocus(page);
      if (now.inHeader) break;
      expectClearOfHeader(now, `${path} Shift+Tab #${i + 1}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
}

test('when the contact form is sent empty, then focus is on Name below the header; with a bad e-mail and an empty subject, on Email; a sent message is announced and focused', async ({
  page,
}) => {
  await openPublicPage(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, 'Send Message');
  await page.keyboard.press('Enter');
  let now = await settledFocus(page);
  expect(now.id).toBe('contact-name');
  expectClearOfHeader(now, 'after a refused send');

  await page.keyboard.type('Kira Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kira-at-example');
  await tabTo(page, 'Send Message');
  await page.keyboard.press('Enter');
  now = await settledFocus(page);
  expect(now.id).toBe('contact-email');
  expectClearOfHeader(now, 'after the second refused send');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`kira-${Date.now().toString(36)}@example.com`);
  await page.keyboard.press('Tab'); // phone (optional)
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent with the keyboard alone.');
  await tabTo(page, 'Send Message');
  await page.keyboard.press('Enter');
  const success = page.locator('.contact-form__outcome');
  await expect(success.getByRole('status')).toBeVisible();
  const said = (await success.innerText()).replace('×', '').trim();
  await expect(success).toHaveAttribute('aria-live', 'polite'); // in the page from the start: read out once
  await expect.poll(async () => (await focused(page)).name).toContain(said);
  expect(await page.evaluate(() => document.activeElement?.classList.contains('contact-form__outcome'))).toBe(true);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('when the mobile menu is open, then Escape closes it and focus is back on its toggle; a link chosen in it leaves focus on the new h1', async ({
    page,
  }) => {
    // The app's menu (before the app, the server HTML's menu is the browser's own popover).
    await openPublicPage(page, '/');
    await expect(page).toHaveTitle('Home · Agency');
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('HOME');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const back = await focused(page);
    expect(back.name).toBe('Open menu');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await tabTo(page, 'ABOUT US');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(announcer(page)).toHaveText('About Us · Agency');
    await expectFocusOnHeading(page, /.+/);
  });
});

const swiperIndex = (page: Page) =>
  page.locator('.clientele .swiper').evaluate((el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex);

test('when the carousel is used with the keyboard, then pause comes first, Space presses Next without scrolling, the move is announced, autoplay holds while focus is inside, dots are 24 px targets', async ({
  page,
}) => {
  await openPublicPage(page, '/');
  await page.getByRole('heading', { name: 'Projects our clients run on' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Tab order: the pause button, then Previous/Next, then the dots.
  await tabTo(page, 'Pause carousel');
  expectClearOfHeader(await settledFocus(page), 'pause');
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Previous project');
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Next project');

  // Focus inside: autoplay holds (it moves every 3 s otherwise).
  const start = await swiperIndex(page);
  await page.waitForTimeout(4000);
  expect(await swiperIndex(page)).toBe(start);

  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect.poll(() => swiperIndex(page)).toBe(start + 1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(announcer(page)).toHaveText(/^Project 2 of 4: /);
  expect((await focused(page)).name).toBe('Next project');

  await page.keyboard.press('Tab');
  const dot = await focused(page);
  expect(dot.name).toBe('Go to slide 1');
  expect(dot.width).toBeGreaterThanOrEqual(24);
  expect(dot.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect.poll(() => swiperIndex(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  await expect(announcer(page)).toHaveText(/^Project 1 of 4: /);

  // Focus leaves (and the pointer is elsewhere): it moves on by itself again.
  await tabTo(page, 'Pause carousel', { back: true });
  await page.keyboard.press('Shift+Tab');
  await page.mouse.move(5, 5);
  await expect.poll(() => swiperIndex(page), { timeout: 15_000 }).not.toBe(0);
});
