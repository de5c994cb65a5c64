// A visitor's first taps: a nav link, the phone menu, a carousel button and a form field, each pressed at
// fixed moments within the first 3 s of a public page's load, in fresh loads in Chromium with the CPU slowed
// 4×. For each: whether the press was answered (the page it leads to, the menu open, the next slide, the text
// still in the field once the app has arrived) and its INP as the web-vitals library reports it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launchChromium } from './chromium.mjs';
import { isMainModule } from '../lib/run-as-main.mjs';
import { percentile } from './http-timing.mjs';

const require = createRequire(import.meta.url);
// The package exports only its modules; its browser build (a global `webVitals`) sits next to them.
const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
/** Milliseconds after the navigation started at which the press comes. */
export const PRESS_TIMES = [1000, 2000, 2900];
/** Page loads per press moment. INP is judged at the 75th percentile of loads, as Web Vitals judge it. */
const RUNS = 4;
const INP_LIMIT_MS = 200;
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: true };

/** What is pressed on which page, and how the page shows that the press was answered. */
export const SCENARIOS = [
  {
    name: 'nav link "ABOUT US" on / (1280 px)',
    path: '/',
    device: DESKTOP,
    target: 'header a[href="/about"]',
    answered: () => location.pathname === '/about' && !!document.querySelector('main h1'),
  },
  {
    name: 'phone menu on / (375 px)',
    path: '/',
    device: PHONE,
    target: 'button[aria-controls][aria-label="Open menu"], button[aria-label="Close menu"]',
    answered: () => document.querySelector('button[aria-label="Close menu"]')?.getAttribute('aria-expanded') === 'true',
  },
  {
    name: 'carousel "Next project" on / (1280 px)',
    path: '/',
    device: DESKTOP,
    scrollTo: '.clientele',
    // Before the carousel's code, the browser's own Next button of the stand-in's track (::scroll-button,
    // client-projects.css: 44 px, 10 px from the right, centred 80 px down), where the carousel's will be.
    target: () => {
      const own = document.querySelector('button[aria-label="Next project"]');
      if (own) return own.getBoundingClientRect().toJSON();
      const standIn = document.querySelector('.clientele__static');
      const track = standIn?.querySelector('.clientele__static-track');
      if (!track || !CSS.supports('selector(::scroll-button(*))')) return null;
      if (getComputedStyle(track, '::scroll-button(inline-end)').content === 'none') return null; // not drawn
      const box = standIn.getBoundingClientRect();
      return { x: box.right - 54, y: box.top + 58, width: 44, height: 44 };
    },
    // Judged once the carousel is there: a press of its own is announced (its slides also move by themselves
    // every 3 s, unannounced); a press of the stand-in's shows in the carousel starting at the second project.
    settled: '.clientele__carousel .swiper-slide-active',
    answered: () => window.__probe.said.some((text) => text.startsWith('Project 2 of')) || window.__probe.carouselStartedAt === '2 of 4',
  },
  {
    name: 'typing into the contact form (375 px)',
    path: '/contact',
    device: PHONE,
    target: '#contact-name',
    type: 'Asha Verma',
    answered: () => document.querySelector('#contact-name')?.value === 'Asha Verma',
  },
];

/** Runs before the page's own scripts, after web-vitals: what the presses are judged by. */
function observeInInit() {
  window.__probe = { inp: null, appAt: null, said: [], carouselStartedAt: null };
  new MutationObserver(() => {
    const text = document.getElementById('app-announcer')?.textContent;
    if (text && window.__probe.said.at(-1) !== text) window.__probe.said.push(text);
    // The slide the clientele carousel shows first ("2 of 4"), before anything moves it.
    const first = document.querySelector('.clientele__carousel .swiper-slide-active')?.getAttribute('aria-label');
    if (first && !window.__probe.carouselStartedAt) window.__probe.carouselStartedAt = first;
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
  window.webVitals.onINP((metric) => (window.__probe.inp = metric.value), { reportAllChanges: true, durationThreshold: 0 });
  const arrived = () => {
    if (document.querySelector('header.nav') && !document.getElementById('prerendered-style')) window.__probe.appAt = performance.now();
    else requestAnimationFrame(arrived);
  };
  requestAnimationFrame(arrived);
}

async function pressOnce(browser, baseUrl, scenario, at) {
  const context = await browser.newContext(scenario.device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // As their own scripts (the page's CSP would refuse an eval of them).
  await page.addInitScript({ content: `${WEB_VITALS};window.webVitals=webVitals;` });
  await page.addInitScript(observeInInit);
  try {
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit' });
    if (scenario.scrollTo) {
      await page.waitForSelector(scenario.scrollTo, { state: 'attached' });
      await page.evaluate(
        (selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        scenario.scrollTo,
      );
    }
    await page.waitForFunction((t) => performance.now() >= t, at, { polling: 20 });
    const rect = await page.evaluate(
      typeof scenario.target === 'function'
        ? scenario.target
        : (selector) => document.querySelector(selector)?.getBoundingClientRect().toJSON(),
      typeof scenario.target === 'function' ? undefined : scenario.target,
    );
    const box = rect && rect.width > 0 && rect.height > 0 ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    const pressedAt = await page.evaluate(() => performance.now());
    if (box) {
      await page.touchscreen.tap(box.x, box.y);
      if (scenario.type) await page.keyboard.type(scenario.type, { delay: 30 });
    }
    // The app has arrived and had its chance to answer (or the press led to another document).
    await page.waitForFunction(() => window.__probe?.appAt !== null, null, { timeout: 20_000 }).catch(() => undefined);
    if (scenario.settled) await page.waitForSelector(scenario.settled, { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const answered = await page.evaluate(scenario.answered).catch(() => false);
    const { inp, appAt } = await page.evaluate(() => window.__probe ?? { inp: null, appAt: null });
    return { at, present: !!box, pressedAt, answered, inp, appAt };
  } finally {
    await context.close();
  }
}

/** One press moment over its runs: how many were answered, and INP's 75th percentile and worst. */
function summarise(at, presses) {
  const answered = presses.filter((p) => p.present && p.answered).length;
  const inps = presses
    .map((p) => p.inp)
    .filter((inp) => inp !== null)
    .sort((a, b) => a - b);
  const inp = inps.length ? `, INP p75 ${Math.round(percentile(inps, 75))} ms (worst ${Math.round(inps.at(-1))})` : '';
  const nothing = presses.filter((p) => !p.present).length;
  return {
    text: `${(at / 1000).toFixed(1)} s: ${answered}/${presses.length} answered${nothing ? ` (${nothing} found nothing there)` : ''}${inp}`,
    met: answered === presses.length && (!inps.length || percentile(inps, 75) <= INP_LIMIT_MS),
  };
}

/**
 * Rows for `npm run bench`: per scenario, RUNS presses at each moment; met when every press was answered
 * and INP's 75th percentile is within the limit at each moment.
 */
export async function measureInteractions(baseUrl) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const scenario of SCENARIOS) {
      const moments = [];
      const arrivals = [];
      for (const at of PRESS_TIMES) {
        const presses = [];
        for (let run = 0; run < RUNS; run++) presses.push(await pressOnce(browser, baseUrl, scenario, at));
        arrivals.push(...presses.map((p) => p.appAt).filter((t) => t !== null));
        moments.push(summarise(at, presses));
      }
      const arrived = arrivals.length
        ? `app at ${(Math.min(...arrivals) / 1000).toFixed(1)}–${(Math.max(...arrivals) / 1000).toFixed(1)} s`
        : 'app never arrived';
      rows.push({
        metric: scenario.name,
        value: `${arrived}; ${moments.map((m) => m.text).join(' | ')}`,
        target: `answered, INP p75 ≤ ${INP_LIMIT_MS} ms`,
        met: moments.every((m) => m.met),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

// `node scripts/bench/interactions.mjs http://localhost:8080`: this section alone, against a running stack.
if (isMainModule(import.meta.url)) {
  const rows = await measureInteractions(process.argv[2] ?? 'http://localhost:8080');
  for (const row of rows) console.log(`${row.met ? 'met    ' : 'NOT met'}  ${row.metric}\n         ${row.value}`);
}
