// LCP and CLS of `/` in headless Chromium with the CPU slowed 4× (Chrome DevTools' throttling), the
// median of a few fresh loads: what a visitor on a modest phone sees.
import { launchChromium } from './chromium.mjs';

const RUNS = 5;

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__vitals = { lcp: 0, cls: 0, appAt: 0 };
    // The app has rendered once #root holds its layout and no longer the server HTML (its CSS goes with it).
    const rendered = () => {
      if (document.querySelector('#root > .app') && !document.getElementById('prerendered-style'))
        window.__vitals.appAt = performance.now();
      else requestAnimationFrame(rendered);
    };
    requestAnimationFrame(rendered);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  return vitals;
}

/** On /team: when the domain cards appear, counted from when the public remote's last script arrived. */
async function measureTeamData(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('main a[href^="/team/"]')) window.__cardsAt = performance.now();
      else requestAnimationFrame(seen);
    };
    requestAnimationFrame(seen);
  });
  await page.goto(`${url}/team`, { waitUntil: 'networkidle' });
  const result = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => e.name.includes('/mfe/public/') && e.name.endsWith('.js'));
    return { chunkAt: Math.max(...scripts.map((e) => e.responseEnd)), cardsAt: window.__cardsAt };
  });
  await context.close();
  return result.cardsAt - result.chunkAt;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureWebVitals(baseUrl) {
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, `${baseUrl}/`));
    const teamGaps = [];
    for (let i = 0; i < RUNS; i++) teamGaps.push(await measureTeamData(browser, baseUrl));
    const teamGap = median(teamGaps);
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const appAt = median(runs.map((r) => r.appAt));
    return [
      {
        metric: `LCP of / (4× CPU throttling, median of ${RUNS})`,
        value: `${(lcp / 1000).toFixed(2)} s`,
        target: '≤ 1.0 s',
        met: lcp <= 1000,
      },
      { metric: `CLS of / (median of ${RUNS})`, value: cls.toFixed(3), target: '≤ 0.02', met: cls <= 0.02 },
      // No target: what LCP does not show since the hero is prerendered (the page works from here on).
      { metric: `/ rendered by the app, prerendered hero replaced (4× CPU, median of ${RUNS})`, value: `${(appAt / 1000).toFixed(2)} s` },
      {
        metric: '/team: domain cards visible after the page chunk arrived (4× CPU)',
        value: `${Math.round(teamGap)} ms`,
        target: '≤ 300 ms',
        met: teamGap <= 300,
      },
    ];
  } finally {
    await browser.close();
  }
}
