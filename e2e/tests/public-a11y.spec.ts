// Every public page with axe (no serious or critical violations) at desktop and phone width, plus the
// phone layout (no sideways scrolling) and keyboard use of the home page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/stack';

async function pages(): Promise<string[]> {
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Array<{ domain_id: string; name: string }>;
  const domain = domains.find((d) => d.name === 'Software Development') ?? domains[0]!;
  const members = (await (await fetch(`${API}/api/admin/domains/${domain.domain_id}/members`)).json()) as Array<{ member_id: string }>;
  const slug = domain.name.toLowerCase().trim().replace(/\s+/g, '-');
  return [
    '/',
    '/about',
    '/contact',
    '/team',
    `/team/${slug}`,
    '/team/no-such-team',
    `/team/${slug}/${members[0]!.member_id}`,
    `/team/${slug}/000000000000000000000000`,
    '/services/software-dev',
    '/services/digital-presence',
    '/services/iot',
    '/services/design',
    '/services/support',
    '/services/brand-identity',
    '/services/unknown',
    '/privacy',
    '/terms',
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Bring lazy sections (the carousel) in, so they are checked too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(1200); // counters finish, carousel mounted
}

for (const width of [1280, 375]) {
  test(`when every public page is checked with axe at ${width} px, then there are no serious or critical violations and no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const report: string[] = [];
    for (const path of await pages()) {
      await page.goto(path);
      await settle(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          report.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) report.push(`${path}: scrolls sideways by ${overflow}px`);
      const h1 = await page.getByRole('heading', { level: 1 }).count();
      if (h1 !== 1) report.push(`${path}: ${h1} h1 headings`);
    }
    expect(report).toEqual([]);
  });
}

test('when the home page is used with the keyboard, then Tab reaches the hero button and the Get Service links, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();
  const reached: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null; // past the last link, focus leaves the page
      const ringed = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      // Before the app has taken over, focus can be on a browser's own button of a track (::scroll-button):
      // the track is the active element then, and the button is drawn with the ring.
      const scrollButtons = ['inline-start', 'inline-end'].map((side) => getComputedStyle(el, `::scroll-button(${side})`));
      const focusedButton = scrollButtons.find((style) => style.content !== 'none' && ringed(style));
      return {
        name: focusedButton ? focusedButton.content : (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
        outline: ringed(getComputedStyle(el)) || !!focusedButton,
      };
    });
    if (!focused) continue;
    reached.push(focused.name);
    expect(focused.outline, `focus ring on "${focused.name}"`).toBe(true);
  }
  expect(reached).toContain("Let's Grow Together");
  expect(reached.some((name) => name.startsWith('Get Service'))).toBe(true);
});
