// Shared by the keyboard-*.spec.ts files: what has focus, where it is, and moving it with keys only.
import { expect, type Page } from '@playwright/test';

export interface Focused {
  tag: string;
  name: string;
  id: string;
  role: string | null;
  inHeader: boolean;
  inMain: boolean;
  top: number;
  bottom: number;
  width: number;
  height: number;
  headerBottom: number;
  viewport: number;
}

/** Waits until the page stops scrolling (the site scrolls smoothly), then reads the focus. */
export async function settledFocus(page: Page): Promise<Focused> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          if (window.scrollY === last && ++still >= 3) return resolve();
          if (window.scrollY !== last) still = 0;
          last = window.scrollY;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  return focused(page);
}

/** document.activeElement, its accessible-ish name and its box against the fixed header. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const box = el?.getBoundingClientRect();
    const header = document.querySelector('header.nav')?.getBoundingClientRect();
    return {
      tag: el?.tagName ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().replace(/\s+/g, ' '),
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? null,
      inHeader: Boolean(el?.closest('header.nav')),
      inMain: Boolean(el?.closest('main')),
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      width: box?.width ?? 0,
      height: box?.height ?? 0,
      headerBottom: header?.bottom ?? 0,
      viewport: window.innerHeight,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
export async function tabTo(page: Page, name: string | RegExp, { back = false, max = 80 } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now.name.slice(0, 30));
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return now;
  }
  throw new Error(`focus never reached ${String(name)}; went through: ${seen.join(' | ')}`);
}

/** The focused control is fully below the fixed header and inside the window (WCAG 2.4.11). */
export function expectClearOfHeader(now: Focused, where = '') {
  if (now.inHeader || now.height <= 1) return;
  expect(now.top, `${where} ${now.tag} "${now.name.slice(0, 40)}" top ${now.top} vs header ${now.headerBottom}`).toBeGreaterThanOrEqual(
    now.headerBottom,
  );
  expect(now.bottom, `${where} ${now.tag} "${now.name.slice(0, 40)}" bottom`).toBeLessThanOrEqual(now.viewport);
}

/** What the shell's polite live region says now. */
export const announcer = (page: Page) => page.locator('#app-announcer');

/** After a navigation: the new page's h1 has focus (never the body). */
export async function expectFocusOnHeading(page: Page, text: string | RegExp) {
  await expect
    .poll(async () => {
      const now = await focused(page);
      return now.tag === 'H1' && now.inMain ? now.name : `${now.tag}:${now.name.slice(0, 40)}`;
    })
    .toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text);
}
