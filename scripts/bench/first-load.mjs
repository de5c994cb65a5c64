// What a browser downloads: the JS of `/` (raw and gzip, per file and total) and what each remote's first
// route adds (its manifest, entry and route chunks), measured in Debian's Chromium against a running stack;
// then the first loads' sizes from the build output against their budgets (scripts/lib/budgets.mjs).
import zlib from 'node:zlib';
import { checkBudgets } from '../lib/budgets.mjs';
import { repoRoot } from '../lib/stack-config.mjs';
import { launchChromium } from './chromium.mjs';

const QUIET_MS = 500;
const LOAD_LIMIT_MS = 30_000;
const isApi = (url) => new URL(url).pathname.startsWith('/api/');

/**
 * Until the page has downloaded its code: loaded, then no request outside /api/ open for QUIET_MS. Not
 * Playwright's networkidle: a signed-in page's live-update stream (an /api/ request) stays open for good.
 */
async function codeDownloaded(page, open) {
  await page.waitForLoadState('load');
  const until = Date.now() + LOAD_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > until) throw new Error(`${page.url()} kept downloading code for ${LOAD_LIMIT_MS / 1000} s`);
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Loads `path` in a fresh page and returns every JS/JSON response with its raw and gzip size. */
async function recordDownloads(browser, url, { session } = {}) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session);
  }
  const page = await context.newPage();
  const files = [];
  const open = new Set();
  page.on('request', (request) => void (isApi(request.url()) || open.add(request)));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  page.on('response', async (res) => {
    const u = new URL(res.url());
    if (!/\.(js|json)$/.test(u.pathname) || u.pathname.startsWith('/api/')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.push({ path: u.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url);
  await codeDownloaded(page, open);
  await context.close();
  return files;
}

const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measureFirstLoad(baseUrl, sessions) {
  const browser = await launchChromium();
  try {
    const home = (await recordDownloads(browser, `${baseUrl}/`)).filter((f) => f.path.endsWith('.js'));
    const rows = home.map((f) => ({ metric: `  / ${f.path}`, value: `${kb(f.raw)} raw, ${kb(f.gzip)} gzip` }));
    const homeGzip = sum(home, 'gzip');
    // What the browser fetched until quiet: the first load and the code fetched after the first paint. The
    // ceilings are on the first load, from the build output (the budgets CI checks), below.
    rows.unshift({
      metric: 'JS / downloads in Chromium until quiet (all files)',
      value: `${kb(sum(home, 'raw'))} raw, ${kb(homeGzip)} gzip`,
    });
    for (const [remote, route, session] of [
      ['public', '/', null],
      ['portal', '/user-dashboard', sessions.user],
      ['admin', '/admin', sessions.admin],
    ]) {
      const files = (await recordDownloads(browser, `${baseUrl}${route}`, { session })).filter((f) => f.path.startsWith(`/mfe/${remote}/`));
      rows.push({
        metric: `remote ${remote} in Chromium: manifest + entry + ${route} chunks (${files.length} files)`,
        value: `${kb(sum(files, 'raw'))} raw, ${kb(sum(files, 'gzip'))} gzip`,
      });
    }
    for (const budget of checkBudgets(repoRoot)) {
      rows.push({
        metric: `first load of ${budget.name}, from the build output (${budget.files.length} files)`,
        value: `${kb(budget.gzip)} gzip`,
        target: `≤ ${budget.budgetKb} KB gzip`,
        met: budget.ok,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
