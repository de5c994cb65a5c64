// Issue 25's table: every admin page's load calls and every public page's calls at a large agency
// (scripts/bench/large-agency.mjs at scale 1) against a tenth of it, two whole stacks (`npm start`, the
// embedded database) running side by side, the calls of each figure alternating between them in one run
// so the machine's load falls on both alike. Then each list page's first screen in Chromium (time to
// the list, DOM size) the same way, and the embedded database's memory, disk and start-up at each size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readStackConfig, repoRoot } from '../lib/stack-config.mjs';
import { runStack } from '../lib/run-stack.mjs';
import { launchChromium } from './chromium.mjs';
import { fillLargeAgency } from './large-agency.mjs';
import { sessionsFor } from './sessions.mjs';
import { isMainModule } from '../lib/run-as-main.mjs';

const CALLS = 24; // per figure and size, as the issue measured
const BROWSER_RUNS = 5;
const TARGET = 1.5;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function dirSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return total;
}

/** Resident memory of a process (Linux), in bytes. */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Starts the devdb CLI on a copy of `dbPath` and times it to "listening"; returns that and its memory. */
async function devdbStartUp(dbPath) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-devdb-'));
  fs.cpSync(dbPath, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'devdb.lock'), { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/devdb/bin/devdb.cjs'), '--port', '0', '--dbpath', copy], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`devdb exited with ${code}`)));
    });
    const seconds = (performance.now() - started) / 1000;
    // CPU time to "listening" (user + system, in clock ticks of 1/100 s): what a loaded machine does not inflate.
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / 100;
    await new Promise((r) => setTimeout(r, 500));
    const rss = rssOf(child.pid);
    // After the indexes it left for later are built (the server does that right after it listens).
    await new Promise((r) => setTimeout(r, 4000));
    return { seconds, cpuSeconds, rss, warmRss: rssOf(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** A stack, started again (same port, fresh data) when a loaded machine made a service miss start.mjs's 60 s. */
async function startWithRetries(options, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      // Two stacks on a shared machine: a service may need more than start.mjs's usual 60 s.
      return await runStack({ ...options, env: { READY_TIMEOUT_MS: '300000' } });
    } catch (err) {
      if (attempt >= attempts) throw err;
      log(`stack on ${options.port} did not start (${err.message}); trying again`);
    }
  }
}

/**
 * The calls one page load makes, fired together as the page fires them: the wall time in ms, or null
 * when a call failed (counted and shown, not timed: a loaded machine can make a 3 s internal call miss).
 */
async function timeLoad(base, token, paths) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const started = performance.now();
  const ok = await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(`${base}${p}`, { headers });
      await res.arrayBuffer();
      return res.ok;
    }),
  );
  return ok.every(Boolean) ? performance.now() - started : null;
}

/** The nextCursor after `pages` pages of a cursor list (to time a page deep in it, not only its first). */
async function cursorAfter(base, token, path, key, pages) {
  let cursor = null;
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${base}${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (!res.ok || !body.nextCursor || !body[key]) throw new Error(`${path}: no page ${i + 2} (${res.status})`);
    cursor = body.nextCursor;
  }
  return cursor;
}

/**
 * `only`: time just the API figures whose label contains one of these texts (no Chromium, no restart:
 * a quick rerun of a few figures); `repeat`: time each figure that many times in the run, a row each.
 */
export async function measureLargeAgency({
  port = 8210,
  log = (line) => console.log(`[large agency] ${line}`),
  only = null,
  repeat = 1,
} = {}) {
  // The second stack starts past every port of the first (the gateway's, then its internal block).
  const first = readStackConfig({ PORT: String(port) });
  const span = first.publicRemotePort - port + 1;
  const sizes = [
    { name: 'tenth', scale: 0.1, port, dataDir: path.join(repoRoot, '.data', 'bench-tenth') },
    { name: 'large', scale: 1, port: port + span, dataDir: path.join(repoRoot, '.data', 'bench-large') },
  ];
  const rows = [];
  try {
    for (const s of sizes) {
      s.stack = await startWithRetries({ port: s.port, dataDir: s.dataDir }, log);
      s.fill = await fillLargeAgency(`mongodb://127.0.0.1:${readStackConfig({ PORT: String(s.port) }).dbPort}`, { scale: s.scale, log });
      s.url = s.stack.url;
      s.sessions = await sessionsFor(s.url);
      s.token = s.sessions.admin.token;
      // The team page of a generated domain (30 members at scale 1, 3 at a tenth).
      s.domain = s.fill.domains[0];
      s.deepServiceCursor = await cursorAfter(s.url, s.token, '/api/admin/services?status=ACTIVE&limit=50', 'services', 10);
    }
    rows.push({
      metric: 'large agency: generator, scale 1 (requests, clients, projects, messages, members, tasks, accounts)',
      value: `${Object.values(sizes[1].fill.size)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en-US')} records in ${sizes[1].fill.seconds.toFixed(1)} s`,
    });
    const allFigures = [
      {
        label: 'admin dashboard (stats + activity in parallel)',
        admin: true,
        paths: () => ['/api/admin/dashboard/stats', '/api/admin/activity'],
      },
      {
        label: 'Service Requests page calls (pending, awaiting, assigned, in progress, unstaffed)',
        admin: true,
        paths: () => [
          '/api/admin/requests?status=PENDING&limit=50',
          '/api/admin/requests?status=approved&limit=50&assigned=false',
          '/api/admin/requests?status=approved&limit=50&assigned=true',
          '/api/admin/requests?status=in_progress&limit=50',
          '/api/admin/requests/unstaffed',
        ],
      },
      {
        label: 'services overview, first page of ACTIVE and of COMPLETED (50 each)',
        admin: true,
        paths: () => ['/api/admin/services?status=ACTIVE&limit=50', '/api/admin/services?status=COMPLETED&limit=50'],
      },
      {
        label: 'services overview, ACTIVE page 11 (after 500, by its cursor)',
        admin: true,
        paths: (s) => [`/api/admin/services?status=ACTIVE&limit=50&cursor=${encodeURIComponent(s.deepServiceCursor)}`],
      },
      { label: 'member picker, first page (20)', admin: true, paths: () => ['/api/admin/members?limit=20'] },
      { label: 'messages page 1', admin: true, paths: () => ['/api/admin/messages?limit=10'] },
      { label: 'clients page 1', admin: true, paths: () => ['/api/admin/clients?limit=10'] },
      { label: 'projects page 1', admin: true, paths: () => ['/api/admin/projects?limit=10'] },
      { label: 'team members page 1', admin: true, paths: () => ['/api/admin/members?limit=50'] },
      { label: 'public stats behind /team', paths: () => ['/api/admin/public-stats', '/api/admin/domains'] },
      {
        label: 'team page of a domain (domains + first page)',
        paths: (s) => ['/api/admin/domains', `/api/admin/domains/${s.domain.id}/team?limit=24`],
      },
    ];
    const figures = allFigures
      .filter((f) => !only || only.some((text) => f.label.includes(text)))
      .flatMap((f) => Array.from({ length: repeat }, () => f));
    // The embedded database's memory (0 when the stack runs on a MongoDB of its own).
    const devdbRss = (s) => (s.stack.pids().devdb ? rssOf(s.stack.pids().devdb) : 0);
    const rssBefore = sizes.map(devdbRss);
    log(`timing ${figures.length} figures × ${CALLS} loads per size, alternating…`);
    for (const figure of figures) {
      const loadBefore = os.loadavg()[0];
      for (const s of sizes) await timeLoad(s.url, figure.admin ? s.token : null, figure.paths(s)); // warm-up
      const times = sizes.map(() => []);
      const failed = sizes.map(() => 0);
      for (let i = 0; i < CALLS; i++) {
        const order = i % 2 ? [1, 0] : [0, 1];
        for (const k of order) {
          const ms = await timeLoad(sizes[k].url, figure.admin ? sizes[k].token : null, figure.paths(sizes[k]));
          if (ms === null) failed[k]++;
          else times[k].push(ms);
        }
      }
      const [small, large] = times.map(median);
      const ratio = large / small;
      const failures = failed.some(Boolean) ? `; failed loads ${failed.join(' / ')}` : '';
      // The machine's 1-minute load average as the figure started and ended (others' runs share it).
      const load = `load ${loadBefore.toFixed(1)}–${os.loadavg()[0].toFixed(1)}`;
      rows.push({
        metric: `large agency: ${figure.label}, median ms tenth → large`,
        value: `${fmt(small)} → ${fmt(large)} (${ratio.toFixed(2)}×${failures}; ${load})`,
        target: `≤ ${TARGET}×`,
        met: ratio <= TARGET,
      });
    }

    rows.push({
      metric: 'large agency: embedded database memory (resident) before → after the timed calls, tenth; large',
      value: sizes.map((s, k) => `${mb(rssBefore[k])} → ${mb(devdbRss(s))}`).join('; '),
    });
    if (only) return rows;

    log('Chromium first screens…');
    const pages = [
      { label: 'admin dashboard', route: '/admin', ready: (page) => page.getByText('New service request').first().waitFor() },
      {
        label: 'Service Requests',
        route: '/admin/service-requests',
        ready: (page) => page.getByTestId('approved-request').first().waitFor(),
      },
      { label: 'messages', route: '/admin/messages', ready: (page) => page.getByTestId('message-item').first().waitFor() },
      { label: 'clients', route: '/admin/clients', ready: (page) => page.getByTestId('admin-client-item').first().waitFor() },
      { label: 'projects', route: '/admin/projects', ready: (page) => page.getByTestId('admin-project-card').first().waitFor() },
      {
        label: 'team page of a domain',
        route: (s) => `/team/${s.domain.slug}`,
        session: false,
        ready: (page) => page.locator('.member-card').first().waitFor(),
      },
    ];
    const browser = await launchChromium();
    try {
      for (const p of pages) {
        const runs = sizes.map(() => ({ ms: [], nodes: 0, failed: 0 }));
        for (let i = 0; i < BROWSER_RUNS + 1; i++) {
          for (const k of i % 2 ? [1, 0] : [0, 1]) {
            const s = sizes[k];
            const context = await browser.newContext();
            if (p.session !== false) {
              const session = s.sessions.admin;
              await context.addInitScript(
                (v) => Object.entries(v).forEach(([key, val]) => localStorage.setItem(key, String(val))),
                session,
              );
            }
            const page = await context.newPage();
            const route = typeof p.route === 'function' ? p.route(s) : p.route;
            const started = performance.now();
            // A load that never shows its list (say, an internal call past its 3 s limit on a loaded
            // machine) is counted and shown, not timed, as the API figures do.
            const shown = await page
              .goto(`${s.url}${route}`)
              .then(() => p.ready(page))
              .then(
                () => true,
                () => false,
              );
            const ms = performance.now() - started;
            const nodes = shown ? await page.evaluate(() => document.getElementsByTagName('*').length) : 0;
            await context.close();
            if (i === 0) continue; // the first load of each fills caches
            if (!shown) {
              runs[k].failed++;
              continue;
            }
            runs[k].ms.push(ms);
            runs[k].nodes = nodes;
          }
        }
        const [small, large] = runs.map((r) => (r.ms.length ? median(r.ms) : NaN));
        const ratio = large / small;
        const failures = runs.some((r) => r.failed) ? `; loads not shown in 30 s ${runs.map((r) => r.failed).join(' / ')}` : '';
        rows.push({
          metric: `large agency, Chromium: ${p.label}, list visible, median ms tenth → large (DOM nodes)`,
          value: `${fmt(small)} → ${fmt(large)} (${ratio.toFixed(2)}×; ${runs[0].nodes} → ${runs[1].nodes} nodes${failures})`,
          target: `≤ ${TARGET}×`,
          met: ratio <= TARGET,
        });
      }
    } finally {
      await browser.close();
    }

    for (const s of sizes) {
      const pids = s.stack.pids();
      s.liveRss = pids.devdb ? rssOf(pids.devdb) : 0;
    }
  } finally {
    await Promise.all(sizes.map((s) => s.stack?.stop()));
  }

  for (const s of only ? [] : sizes) {
    const dbPath = path.join(s.dataDir, 'db');
    const disk = dirSize(dbPath);
    const fresh = await devdbStartUp(dbPath);
    rows.push({
      metric: `large agency: embedded database at the ${s.name} size: data on disk; memory serving the run; restart: time (CPU time) to listening, memory then and 4.5 s later`,
      value: `${mb(disk)}; ${mb(s.liveRss)} (${(s.liveRss / disk).toFixed(1)}× disk); ${fresh.seconds.toFixed(2)} s (${fresh.cpuSeconds.toFixed(2)} s CPU), ${mb(fresh.rss)}, ${mb(fresh.warmRss)}`,
      target: s.name === 'large' ? 'start ≤ 2 s' : undefined,
      met: s.name === 'large' ? fresh.seconds <= 2 : undefined,
    });
  }
  return rows;
}

// `node scripts/bench/large-agency-bench.mjs`: this section alone (BENCH_PORT picks the two stacks' ports;
// LARGE_AGENCY_ONLY="dashboard,Service Requests" and LARGE_AGENCY_REPEAT=3 time just those, 3 times each).
if (isMainModule(import.meta.url)) {
  const only =
    process.env.LARGE_AGENCY_ONLY?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? null;
  const rows = await measureLargeAgency({
    port: Number(process.env.BENCH_PORT ?? 8210),
    only: only?.length ? only : null,
    repeat: Number(process.env.LARGE_AGENCY_REPEAT ?? 1),
  });
  for (const r of rows)
    console.log(`${r.metric}  ${r.value}  ${r.target ? `target ${r.target}` : ''} ${r.met === undefined ? '' : r.met ? 'met' : 'NOT met'}`);
}
