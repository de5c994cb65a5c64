// What a page's take-over of its server HTML looks like to the visitor: how far things moved (CLS, not
// counting shifts after input) and whether a loading state (`loadingSelector`, inside #root) ever showed.
import type { Page } from '@playwright/test';

/** Starts watching before the page loads (call before `page.goto`). */
export async function watchTakeOver(page: Page, loadingSelector: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __cls: number; __loading: boolean };
    w.__cls = 0;
    w.__loading = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector(selector)) w.__loading = true;
    }).observe(document, { subtree: true, childList: true });
  }, loadingSelector);
}

/** The layout shift so far and whether the loading state showed. */
export function takeOverSeen(page: Page): Promise<{ cls: number; loading: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __loading: boolean };
    return { cls: w.__cls, loading: w.__loading };
  });
}

/** Holds the shell's start-up code until the returned `release` is called: the page stays the server's HTML meanwhile. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's server HTML, while it is on screen (its CSS, which the app's first render removes with it). */
export const serverHtml = (page: Page) => page.locator('#prerendered-style');
