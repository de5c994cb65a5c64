// The home page's sections below the services (stand-out, clientele, testimonials) are not part of the
// page's first load: on a first visit the server's HTML of them stays until the visitor scrolls towards
// them, then their code takes over without anything moving; inside the app they come with the page.
import { expect, test, type Page, type Route } from '@playwright/test';
import { openPublicPage } from '../support/public-page';
import { API } from '../support/stack';
import { holdAppCode } from '../support/take-over';

/** A marker of the sections' code: text only their chunk holds (the page's own chunk does not). */
const IN_SECTIONS_CODE = 'What makes us stand out';
/** A marker of the clientele carousel's code (Swiper's chunk). */
const IN_CAROUSEL_CODE = 'Pause carousel';

/** The URL path of the chunk holding `marker`, found among the ./pages chunks the manifest lists. */
async function chunkHolding(marker: string): Promise<string> {
  const manifest = (await (await fetch(`${API}/mfe/public/mf-manifest.json`)).json()) as {
    exposes: { path: string; assets: { js: { async: string[] } } }[];
  };
  const files = manifest.exposes.find((expose) => expose.path === './pages')!.assets.js.async;
  for (const file of files) {
    if ((await (await fetch(`${API}/mfe/public/${file}`)).text()).includes(marker)) return `/mfe/public/${file}`;
  }
  throw new Error(`no chunk of the public remote holds "${marker}"`);
}

const sectionsChunk = () => chunkHolding(IN_SECTIONS_CODE);

/** How many times the page has asked for the sections' code so far. */
async function watchSectionsCode(page: Page): Promise<{ count: () => number }> {
  const chunk = await sectionsChunk();
  let count = 0;
  page.on('request', (request) => void (new URL(request.url()).pathname === chunk && (count += 1)));
  return { count: () => count };
}

/** Fails every download of the sections' code while `failing()` says so (only that file is intercepted). */
async function failSectionsCode(page: Page, failing: () => boolean): Promise<void> {
  const chunk = await sectionsChunk();
  await page.route(
    (url) => url.pathname === chunk,
    (route: Route) => (failing() ? route.abort('connectionreset') : route.continue()),
  );
}

/** The brand link in the nav: the app's router, not a page load. */
async function goHomeInsideTheApp(page: Page): Promise<void> {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(loads).toEqual([]);
}

const documentTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe('the home page below the services', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('when a visitor opens / on a phone, then the later sections show as served and their code comes only when they scroll there, with nothing moving', async ({
    page,
  }) => {
    const code = await watchSectionsCode(page);
    await openPublicPage(page, '/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeAttached();
    await expect(page.locator('.testimonial')).toHaveCount(4);
    expect(code.count()).toBe(0);
    const text = await page.locator('#home-later-sections').innerText();
    const testimonialsTop = await documentTop(page, '.testimonials');

    await page.getByRole('heading', { level: 2, name: 'What makes us stand out' }).scrollIntoViewIfNeeded();
    await expect.poll(code.count).toBe(1);
    // The clientele carousel is the sections' code at work: the server's HTML has static cards only. The
    // app draws the sections anew once their code is here, so the served clientele may go while it is
    // scrolled to: scroll to the app's carousel.
    const carousel = page.locator('.clientele .swiper');
    await expect(carousel).toBeAttached();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeVisible();
    expect(await page.locator('#home-later-sections').innerText()).toContain(text.split('\n')[0]!);
    expect(await documentTop(page, '.testimonials')).toBe(testimonialsTop);
  });

  test('when their code cannot be downloaded on a first visit, then the sections stay as served and no error shows', async ({ page }) => {
    await failSectionsCode(page, () => true);
    await openPublicPage(page, '/');
    await page.locator('.testimonials').scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500); // the three tries of loadWithRetry (pauses 0.4 s and 1.2 s)
    await expect(page.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeVisible();
    await expect(page.locator('.testimonial')).toHaveCount(4);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when a visitor comes to home inside the app, then the later sections come with the page', async ({ page }) => {
    await openPublicPage(page, '/about');
    await goHomeInsideTheApp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'What makes us stand out' })).toBeAttached();
    await expect(page.locator('.stand-out__item')).toHaveCount(3);
    await expect(page.locator('.testimonial')).toHaveCount(4);
  });

  test('when their code cannot be downloaded inside the app, then "This section is currently unavailable." with Retry, and Retry brings them', async ({
    page,
  }) => {
    let failing = true;
    await failSectionsCode(page, () => failing);
    await openPublicPage(page, '/about');
    await goHomeInsideTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: /Digital products that help small businesses grow/ })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'This section is currently unavailable.' });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('the clientele before the carousel’s code', () => {
  /** The project the track (the stand-in's, or the carousel's) shows first. */
  const firstShown = (page: Page) =>
    page.evaluate(() => {
      const area = document.querySelector('.clientele__static, .clientele__carousel')!.getBoundingClientRect();
      const cards = Array.from(document.querySelectorAll<HTMLElement>('.clientele .project-card'));
      return cards.find((card) => Math.abs(card.getBoundingClientRect().left - area.left) < 8)?.querySelector('.project-card__client')
        ?.textContent;
    });

  test("when a visitor presses the browser's Next button of the served track, then it shows the next project at once, and the app and then the carousel start from it; back on home inside the app, the first project shows again", async ({
    page,
  }) => {
    const releaseAppCode = await holdAppCode(page);
    // Not 'load': the held script is added after the first paint and, if that is before the load event, holds it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const standIn = page.locator('.clientele__static');
    await standIn.evaluate((element) =>
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }),
    );
    expect(await firstShown(page)).toBe('Mehta Organics');
    // The button is the track's ::scroll-button (client-projects.css): 44 px, 10 px from the right, 80 px down.
    const box = (await standIn.boundingBox())!;
    await page.mouse.click(box.x + box.width - 32, box.y + 80);
    await expect.poll(() => firstShown(page)).toBe('GreenField AgriTech');
    await expect(page.locator('#prerendered-style')).toHaveCount(1); // still the server's HTML

    releaseAppCode();
    await expect(page.locator('#prerendered-style')).toHaveCount(0);
    await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
    await page.waitForTimeout(300); // the carousel's first frame
    expect(await firstShown(page)).toBe('GreenField AgriTech');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await goHomeInsideTheApp(page);
    await page.locator('.clientele').scrollIntoViewIfNeeded();
    await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
    await page.waitForTimeout(300);
    expect(await firstShown(page)).toBe('Mehta Organics');
  });
  test("when a keyboard visitor presses the track's Next after the app has taken over and before the carousel's code, then it shows the next project, and once the carousel comes it starts there with the keyboard on its Next", async ({
    page,
  }) => {
    const carouselCode = await chunkHolding(IN_CAROUSEL_CODE);
    let asked = false;
    let releaseCarousel!: () => void;
    const released = new Promise<void>((resolve) => (releaseCarousel = resolve));
    await page.route(
      (url) => url.pathname === carouselCode,
      async (route) => {
        asked = true;
        await released;
        await route.continue();
      },
    );
    // A phone's width: four stops, so Next stays enabled (and focused) after one press.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.locator('#prerendered-style')).toHaveCount(0); // the app has taken over
    const standIn = page.locator('.clientele__static');
    await standIn.scrollIntoViewIfNeeded();
    await expect.poll(() => asked).toBe(true); // the carousel's code is on its way, and held
    expect(await firstShown(page)).toBe('Mehta Organics');

    // From the last control before the track, Tab: the track's Next (its Previous is disabled at the start).
    await page.evaluate(() => {
      const track = document.querySelector('.clientele__static-track')!;
      const before = Array.from(document.querySelectorAll<HTMLElement>('a[href], button')).filter(
        (element) => element.compareDocumentPosition(track) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      before.at(-1)!.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('clientele__static-track');
    await page.keyboard.press('Enter');
    await expect.poll(() => firstShown(page)).toBe('GreenField AgriTech');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('clientele__static-track');

    releaseCarousel();
    await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Next project' })).toBeFocused();
    await page.waitForTimeout(300); // the carousel's first frame
    expect(await firstShown(page)).toBe('GreenField AgriTech');
  });
});
