// Lighthouse (npm `lighthouse`, its default mobile settings: simulated slow 4G and 4× CPU) on each public
// page, median of 3 runs: performance, accessibility, best practices, SEO and LCP / TBT / CLS.
// Targets: performance ≥ 98, the other three 100, LCP ≤ 1.2 s. Chromium from CHROME_PATH (default
// Debian's /usr/bin/chromium). Also runs alone against a running stack, on every page or the ones named:
//   node scripts/bench/lighthouse.mjs http://localhost:8080 [/login /about …]
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { isMainModule } from '../lib/run-as-main.mjs';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The public pages (with the sign-in pages a visitor opens), the team pages with a live domain and member (the demo seed's). */
async function publicPages(baseUrl) {
  const static_ = ['/', '/about', '/contact', '/team', '/privacy', '/terms', '/login', '/signup', '/forgot-password'];
  const services = ['software-dev', 'digital-presence', 'brand-identity', 'iot', 'design', 'support'].map((s) => `/services/${s}`);
  const domains = await (await fetch(`${baseUrl}/api/admin/domains`)).json();
  const domain = domains.find((d) => d.name === 'Software Development') ?? domains[0];
  const team = [];
  if (domain) {
    const slug = domain.slug ?? domain.name.toLowerCase().replace(/\s+/g, '-');
    team.push(`/team/${slug}`);
    const members = await (await fetch(`${baseUrl}/api/admin/domains/${domain.domain_id}/members`)).json();
    if (members[0]) team.push(`/team/${slug}/${members[0].member_id}`);
  }
  return [...static_, ...team, ...services];
}

/** One Lighthouse run of `url` in the Chromium on `port`: the scores and timings, or the error that stopped it. */
export async function lighthouseRun(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  return {
    perf: lhr.categories.performance.score * 100,
    a11y: lhr.categories.accessibility.score * 100,
    bp: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failed: CATEGORIES.flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1 && c !== 'performance')
        .map((ref) => ref.id),
    ),
  };
}

export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });

export { median };

export async function measureLighthouse(baseUrl, { runs = RUNS, onRow = () => {}, paths } = {}) {
  // localhost, not 127.0.0.1: the canonical URLs name the gateway's PUBLIC_URL (http://localhost:<port> by default).
  const base = baseUrl.replace('127.0.0.1', 'localhost');
  const chrome = await launchChromium();
  const rows = [];
  try {
    for (const path of paths ?? (await publicPages(base))) {
      const results = [];
      const errors = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await lighthouseRun(`${base}${path}`, chrome.port);
        // A run Lighthouse could not finish (say NO_LCP, a page error) is reported, not counted.
        if (run.error) errors.push(run.error);
        else results.push(run);
      }
      if (results.length === 0) {
        rows.push({
          metric: `  ${path}`,
          value: `no result (${[...new Set(errors)].join(', ')})`,
          target: 'perf ≥ 98, rest 100, LCP ≤ 1.2 s',
          met: false,
        });
        onRow(rows.at(-1));
        continue;
      }
      const m = Object.fromEntries(['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls'].map((k) => [k, median(results.map((r) => r[k]))]));
      const failed = [...new Set(results.flatMap((r) => r.failed))];
      rows.push({
        metric: `  ${path}`,
        value:
          `perf ${m.perf.toFixed(0)} a11y ${m.a11y.toFixed(0)} bp ${m.bp.toFixed(0)} seo ${m.seo.toFixed(0)}, ` +
          `LCP ${m.lcp.toFixed(2)} s TBT ${m.tbt.toFixed(0)} ms CLS ${m.cls.toFixed(3)}${failed.length ? ` (${failed.join(', ')})` : ''}` +
          (errors.length ? `, ${errors.length} of ${runs} runs failed (${[...new Set(errors)].join(', ')})` : ''),
        target: 'perf ≥ 98, rest 100, LCP ≤ 1.2 s',
        met: m.perf >= 98 && m.a11y === 100 && m.bp === 100 && m.seo === 100 && m.lcp <= 1.2,
      });
      onRow(rows.at(-1));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

if (isMainModule(import.meta.url)) {
  // Each page's line as soon as its runs are done (a full pass takes minutes).
  const paths = process.argv.slice(3);
  await measureLighthouse(process.argv[2] ?? 'http://localhost:8080', {
    paths: paths.length ? paths : undefined,
    onRow: (row) => console.log(`${row.metric.padEnd(36)} ${row.value}  ${row.met ? 'met' : 'NOT met'}`),
  });
}
