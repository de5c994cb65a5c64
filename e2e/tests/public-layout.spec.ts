// Layout stability of the public pages: nothing jumps when the remote, the data or the hero clip arrives, and the bar keeps its shape.
// CLS is summed from Chromium's layout-shift entries (as the web-vitals library does, without input shifts),
// over the whole visit: load, data, the clip starting, and a scroll through the page.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { USER } from '../support/stack';

const CLS_LIMIT = 0.02;
const PAGES = ['/', '/about', '/contact', '/team', '/team/software-development', '/services/software-dev', '/privacy'];

async function cumulativeLayoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main h1').first()).toBeVisible();
  // Scrolling brings the lazy parts (carousel, images) in; each must arrive into a box that was kept for it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of PAGES) {
      test(`when a visitor opens ${path} and scrolls through it, then the layout shifts by at most ${CLS_LIMIT} (CLS)`, async ({
        page,
      }) => {
        const cls = await cumulativeLayoutShift(page, path);
        expect(cls).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}

test('when a signed-in customer has unread messages at 375 px, then the count sits on the avatar and the bar keeps its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The layout with a two-digit count; the count itself is the threads' own test's (request-threads.spec.ts).
  await page.route('**/api/user/threads/unread', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ total: 12, requests: [] }) }),
  );
  await signIn(page, USER);
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Account menu, 12 unread messages' });
  await expect(trigger).toBeVisible();
  const [button, avatar, badge, bar] = await Promise.all([
    trigger.boundingBox(),
    trigger.locator('.avatar').boundingBox(),
    trigger.locator('.unread-badge').boundingBox(),
    page.locator('#root .nav').first().boundingBox(),
  ]);
  expect(button!.width).toBeLessThanOrEqual(avatar!.width + 1); // the badge does not widen the button
  expect(badge!.y).toBeGreaterThanOrEqual(bar!.y);
  expect(badge!.y + badge!.height).toBeLessThanOrEqual(bar!.y + bar!.height); // nor hang over the bar's border
});
