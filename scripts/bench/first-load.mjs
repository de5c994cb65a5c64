// What a browser downloads: the JS of `/` (raw and gzip, per file and total) and what each remote's first
// route adds (its manifest, entry and route chunks), measured in Debian's Chromium against a running stack.
import zlib from 'node:zlib';
import { launchChromium } from './chromium.mjs';

/** Loads `path` in a fresh page and returns every JS/JSON response with its raw and gzip size. */
async function recordDownloads(browser, url, { session } = {}) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session);
  }
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    const u = new URL(res.url());
    if (!/\.(js|json)$/.test(u.pathname) || u.pathname.startsWith('/api/')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    files.push({ path: u.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
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
    rows.unshift({
      metric: 'first-load JS of / (all files)',
      value: `${kb(sum(home, 'raw'))} raw, ${kb(homeGzip)} gzip`,
      target: '≤ 120 KB gzip',
      met: homeGzip <= 120 * 1024,
    });
    for (const [remote, route, session] of [
      ['public', '/team', null],
      ['portal', '/user-dashboard', sessions.user],
      ['admin', '/admin', sessions.admin],
    ]) {
      const files = (await recordDownloads(browser, `${baseUrl}${route}`, { session })).filter((f) => f.path.startsWith(`/mfe/${remote}/`));
      const gzip = sum(files, 'gzip');
      rows.push({
        metric: `remote ${remote}: manifest + entry + ${route} chunks (${files.length} files)`,
        value: `${kb(sum(files, 'raw'))} raw, ${kb(gzip)} gzip`,
        target: '≤ 40 KB gzip',
        met: gzip <= 40 * 1024,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
