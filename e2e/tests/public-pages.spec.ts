// The public site in Chromium against the whole stack: home (hero clip, services, stand-out, clientele
// carousel, testimonials), the six service pages and an unknown one, About, Privacy and Terms, and the
// signed-in / signed-out targets of every call to action (spec sections 2 and 9).
import { expect, test, type Page } from '@playwright/test';
import { USER } from '../support/stack';
import { collectConsoleErrors, signIn } from '../support/session';
import { openPublicPage } from '../support/public-page';
import { serverHtml } from '../support/take-over';

const NEW_REQUEST = '/user-dashboard?section=new-request';
const SERVICES = [
  { slug: 'software-dev', title: 'Software Development' },
  { slug: 'digital-presence', title: 'Digital Presence Management' },
  { slug: 'brand-identity', title: 'Brand Identity Design' },
  { slug: 'iot', title: 'Embedded Systems & IoT' },
  { slug: 'design', title: 'Design & Creatives' },
  { slug: 'support', title: 'Technical Support' },
];

const main = (page: Page) => page.getByRole('main');

test.describe('home', () => {
  test('when a visitor opens /, then the hero, six services, stand-out points and four testimonials show without errors', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Digital products that help small businesses grow/ })).toBeVisible();
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', '/login');

    const cards = main(page).locator('.service-card');
    await expect(cards).toHaveCount(6);
    for (const service of SERVICES) {
      await expect(main(page).getByRole('heading', { level: 3, name: service.title, exact: true })).toBeVisible();
    }

    await expect(page.getByRole('heading', { level: 2, name: 'What makes us stand out' })).toBeVisible();
    await expect(page.locator('.stand-out__item')).toHaveCount(3);

    await expect(page.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeVisible();
    const quotes = page.locator('.testimonial');
    await expect(quotes).toHaveCount(4);
    for (const quote of await quotes.all()) {
      await expect(quote.locator('blockquote')).not.toBeEmpty();
      await expect(quote.locator('.testimonial__name')).not.toBeEmpty();
      await expect(quote.locator('.testimonial__designation')).not.toBeEmpty();
    }
    expect(errors).toEqual([]);
  });

  test('when the page loads, then the hero clip is a muted looping video with a poster that starts only after the headline', async ({
    page,
  }) => {
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(request.url())) mediaRequests.push(request.url());
    });
    await page.goto('/');
    const video = page.locator('.hero video');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /\/mfe\/public\/assets\/hero-poster\.[0-9a-f]{8}\.webp$/);
    // The fixed box: the video has its own size before anything has loaded.
    await expect(video).toHaveAttribute('width', '640');
    await expect(video).toHaveAttribute('height', '360');

    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.currentTime > 0)).toBe(true);
    expect(mediaRequests.every((url) => url.includes('/mfe/public/assets/hero-loop.'))).toBe(true);

    // The largest paint is the headline: the gateway's prerendered copy (which the first render replaced,
    // so the entry keeps only its id) or the rendered one.
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { id?: string }) | undefined;
            resolve(last?.id ?? '');
          }).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    expect(lcp).toBe('hero-title');

    await page.getByRole('button', { name: 'Pause the background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();
  });

  test('when the visitor prefers reduced motion, then the clip does not play by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await page.locator('.hero video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('when signed out, then the hero button and every Get Service link lead to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', '/login');
    const getService = main(page).getByRole('link', { name: /^Get Service/ });
    await expect(getService).toHaveCount(6);
    for (const link of await getService.all()) await expect(link).toHaveAttribute('href', '/login');

    await getService.first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when signed in, then the hero button and every Get Service link open the new-request form', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/');
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', NEW_REQUEST);
    const getService = main(page).getByRole('link', { name: /^Get Service/ });
    await expect(getService).toHaveCount(6);
    for (const link of await getService.all()) await expect(link).toHaveAttribute('href', NEW_REQUEST);

    await getService.nth(2).click();
    await expect(page).toHaveURL(/\/user-dashboard\?section=new-request$/);
  });

  test('when / first loads, then swiper is not downloaded; scrolling near the clientele section loads it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.some((source) => source.includes('swiper-wrapper'))).toBe(false);
    await expect(page.locator('.swiper')).toHaveCount(0);

    await page.getByRole('heading', { name: 'Projects our clients run on' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
    expect(scripts.some((source) => source.includes('swiper-wrapper'))).toBe(true);
  });

  test('when the carousel is on screen, then it advances by itself every 3 s and its pagination bullets are clickable', async ({
    page,
  }) => {
    await openPublicPage(page, '/');
    await page.getByRole('heading', { name: 'Projects our clients run on' }).scrollIntoViewIfNeeded();
    const carousel = page.locator('.clientele .swiper');
    await expect(carousel.locator('.swiper-slide')).toHaveCount(4);
    // 1280 px: 3 slides per view (spec section 9), so 4 projects make 2 positions.
    const perView = await carousel.evaluate(
      (el) => (el as HTMLElement & { swiper: { params: { slidesPerView: number } } }).swiper.params.slidesPerView,
    );
    expect(perView).toBe(3);
    const bullets = carousel.getByRole('button', { name: /Go to slide/ });
    await expect(bullets).toHaveCount(2);

    const activeIndex = () => carousel.evaluate((el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex);
    expect(await activeIndex()).toBe(0);
    const started = Date.now();
    await expect.poll(activeIndex, { timeout: 6000 }).toBe(1);
    expect(Date.now() - started).toBeGreaterThan(1500);

    await page.getByRole('button', { name: 'Pause carousel' }).click();
    await bullets.first().click();
    await expect.poll(activeIndex).toBe(0);
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
    await bullets.nth(1).click();
    await expect.poll(activeIndex).toBe(1);
    // Paused: it stays where the visitor put it.
    await page.waitForTimeout(3500);
    expect(await activeIndex()).toBe(1);

    await expect(carousel.getByRole('button', { name: 'Next project' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous project' })).toBeVisible();
  });

  test('when the window is phone-sized, then the carousel shows 1.2 slides per view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPublicPage(page, '/');
    await page.getByRole('heading', { name: 'Projects our clients run on' }).scrollIntoViewIfNeeded();
    const carousel = page.locator('.clientele .swiper');
    await expect(carousel.locator('.swiper-slide')).toHaveCount(4);
    const perView = await carousel.evaluate(
      (el) => (el as HTMLElement & { swiper: { params: { slidesPerView: number } } }).swiper.params.slidesPerView,
    );
    expect(perView).toBe(1.2);
    await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(4);
  });
});

test.describe('home before any JavaScript has run (hero prerendered by the build, inlined by the gateway)', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('when a visitor opens /, then the hero is there: headline, lead, and links to /login and /team', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Digital products that help small businesses grow/ })).toBeVisible();
      await expect(page.getByText(/one team that plans, builds and supports/)).toBeVisible();
      await expect(page.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/team');
    });

    test('when a visitor opens another public page, then it is there too, with its own heading', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'Technology partners for small businesses' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Started Today' }).first()).toHaveAttribute('href', '/login');
    });
  });

  test('when the app has rendered, then the prerendered hero has given way to it: one headline, the real nav', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await expect(serverHtml(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.service-card')).toHaveCount(6);
  });
});

test.describe('service pages', () => {
  for (const service of SERVICES) {
    test(`when a visitor opens /services/${service.slug}, then it says what is included, how an engagement runs and how to start`, async ({
      page,
    }) => {
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What the service includes' })).toBeVisible();
      await expect(page.locator('.service-include')).toHaveCount(6);
      await expect(page.getByRole('heading', { level: 2, name: 'How an engagement runs' })).toBeVisible();
      await expect(page.locator('.service-process__step')).toHaveCount(4);
      const ctas = main(page).getByRole('link', { name: /^Get Service/ });
      await expect(ctas).toHaveCount(2);
      for (const link of await ctas.all()) await expect(link).toHaveAttribute('href', '/login');
      // The other five services are linked from here.
      await expect(page.getByRole('navigation', { name: 'Other services', exact: true }).getByRole('link')).toHaveCount(5);
    });
  }

  test('when signed in, then a service page leads straight into the request form with that service chosen', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/services/iot');
    const ctas = main(page).getByRole('link', { name: /^Get Service/ });
    for (const link of await ctas.all())
      await expect(link).toHaveAttribute('href', `${NEW_REQUEST}&service=Embedded%20Systems%20%26%20IoT`);
    await ctas.first().click();
    await expect(page).toHaveURL(/\/user-dashboard\?section=new-request&service=Embedded%20Systems%20%26%20IoT$/);
  });

  test('when the service slug is unknown, then a not-found panel links to the six real services', async ({ page }) => {
    await page.goto('/services/blockchain');
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await expect(main(page)).toContainText('blockchain');
    const list = page.getByRole('navigation', { name: 'Our six services', exact: true });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const service of SERVICES) {
      await expect(list.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.slug}`);
    }
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Software Development' })).toBeVisible();
  });

  test('when a visitor follows each service link of the footer, then it lands on a real service page', async ({ page }) => {
    await page.goto('/');
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Services', exact: true }).getByRole('link');
    await expect(footerLinks.first()).toBeVisible();
    const hrefs = await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 2, name: 'What the service includes' })).toBeVisible();
    }
  });
});

test.describe('about and legal', () => {
  test('when a visitor opens /about, then the mission, the three steps, four differentiators and Get Started Today show', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Make good technology ordinary for small businesses' })).toBeVisible();
    const steps = page.locator('.about-step__title');
    await expect(steps).toHaveText(['Discover Needs', 'Design Solution', 'Deliver Impact']);
    await expect(page.locator('.about-differentiator')).toHaveCount(4);
    const start = page.getByRole('link', { name: 'Get Started Today' }).first();
    await expect(start).toHaveAttribute('href', '/login');
    await start.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when a visitor opens /privacy, then the policy is effective July 27, 2025 and has every section of the spec', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page)).toContainText('Effective July 27, 2025');
    const headings = main(page).locator('.legal__section h2');
    await expect(headings).toHaveText([
      /Information we collect/,
      /How we use your information/,
      /Sharing your information/,
      /Data retention and deletion/,
      /Security/,
      /Your rights/,
      /Children under 13/,
      /Contact us/,
    ]);
    await expect(main(page)).toContainText(/delete your account and personal data at any time/);
  });

  test('when a visitor opens /terms, then the terms set the minimum age at 13 and Indian law with the courts of Indore', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main(page)).toContainText('Effective July 27, 2025');
    await expect(main(page)).toContainText('at least 13 years old');
    await expect(main(page)).toContainText('governed by the laws of India');
    await expect(main(page)).toContainText('courts of Indore');
    // The table of contents jumps to a section without leaving the page.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Governing law' }).click();
    await expect(page).toHaveURL(/\/terms#governing-law$/);
    await expect(page.getByRole('heading', { name: /Governing law/ })).toBeInViewport();
  });
});
