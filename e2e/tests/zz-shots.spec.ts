import { test, expect } from '@playwright/test';
import { ADMIN, USER } from '../support/stack';
import { signIn } from '../support/session';

const OUT = '/tmp/a11y-shots';
for (const width of [1280, 375]) {
  test(`shots ${width}`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const section = page.locator('.clientele');
    await section.scrollIntoViewIfNeeded();
    await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
    await page.getByRole('button', { name: /Pause carousel|Play carousel/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(600);
    await section.screenshot({ path: `${OUT}/carousel-${width}.png` });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/contact-refused-${width}.png` });
    if (width === 375) {
      await page.getByRole('button', { name: 'Open menu' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.screenshot({ path: `${OUT}/mobile-menu-${width}.png` });
    }
    const ctx = await browser.newContext({ viewport: { width, height: 800 } });
    const user = await ctx.newPage();
    await signIn(user, USER);
    await user.goto('/user-dashboard');
    await user.getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard.press('ArrowRight');
    await user.waitForTimeout(500);
    await user.screenshot({ path: `${OUT}/tabs-${width}.png` });
    await user.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard.press('Enter');
    await user.keyboard.press('ArrowDown');
    await user.screenshot({ path: `${OUT}/account-menu-${width}.png` });
    await user.keyboard.press('Escape');
    await user.goto('/edit-profile');
    await user.locator('input').first().focus();
    await user.keyboard.press('Tab');
    await user.keyboard.press('Shift+Tab');
    await user.screenshot({ path: `${OUT}/field-focus-${width}.png` });
    const admin = await ctx.newPage();
    await ctx.clearCookies();
    await admin.addInitScript(() => localStorage.clear());
    await ctx.close();
    const actx = await browser.newContext({ viewport: { width, height: 800 } });
    const a = await actx.newPage();
    await signIn(a, ADMIN);
    await a.goto('/admin/domains');
    await expect(a.getByRole('heading', { level: 1, name: 'Domain Management' })).toBeVisible();
    await a.screenshot({ path: `${OUT}/admin-domains-${width}.png` });
    await actx.close();
  });
}
