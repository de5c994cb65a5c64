// The /team counters draw their figure in CSS (mfe-public team.css: the `--count` property, drawn by
// `counter()` in ::after), so what a visitor sees is read from the computed style, not from the DOM's text.
import { expect, type Page } from '@playwright/test';

/** The figure a counter draws now, as the visitor reads it ("21+"). */
export function shownFigure(page: Page, label: string): Promise<string> {
  return page
    .locator('.team-counter')
    .filter({ hasText: label })
    .locator('.team-counter__value')
    .evaluate((value) => {
      const drawn = getComputedStyle(value, '::after').content;
      if (!/^counter\(team-figure\) "\+"$/.test(drawn)) return `not drawn as a counter: ${drawn}`;
      return `${getComputedStyle(value).getPropertyValue('--count').trim()}+`;
    });
}

/** Waits until each counter draws its figure. */
export async function expectFigures(page: Page, figures: Record<string, number>): Promise<void> {
  for (const [label, figure] of Object.entries(figures)) await expect.poll(() => shownFigure(page, label)).toBe(`${figure}+`);
}

/** Records every figure the first counter draws, frame by frame from the first paint (call before `goto`). */
export async function recordFigures(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __figures: string[] };
    w.__figures = [];
    const sample = () => {
      const value = document.querySelector('.team-counter__value');
      const figure = value && `${getComputedStyle(value).getPropertyValue('--count').trim()}+`;
      if (figure && w.__figures.at(-1) !== figure) w.__figures.push(figure);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __figures: string[] }).__figures);
}
