// A public page against its own floor (issue 38): the same page's server HTML with every script removed,
// measured in the same Chromium, alternating page and floor, medians of 3. The floor is what these
// machines give a page that is only HTML and CSS, so the differences are the cost of the app's arrival,
// honest on any machine. Targets: performance within 4 points and TBT within 200 ms of the floor.
// Alone against a running stack:  node --import tsx scripts/bench/floor.mjs http://localhost:8080 [/ /about …]
import os from 'node:os';
import { startFloorServer } from './floor-server.ts';
import { launchChromium, lighthouseRun, median } from './lighthouse.mjs';
import { isMainModule } from '../lib/run-as-main.mjs';

export const FLOOR_PAGES = ['/', '/about', '/team', '/contact', '/services/software-dev'];
const RUNS = 3;

const pick = (runs, key) => median(runs.map((r) => r[key]));

/** One row per page: the page's and its floor's medians and the two differences. */
export async function measureAgainstFloor(baseUrl, { paths = FLOOR_PAGES, runs = RUNS, onRow = () => {} } = {}) {
  const base = baseUrl.replace('127.0.0.1', 'localhost');
  const floor = await startFloorServer(base);
  const chrome = await launchChromium();
  const rows = [];
  try {
    for (const path of paths) {
      const page = [];
      const bare = [];
      for (let i = 0; i < runs; i += 1) {
        const a = await lighthouseRun(`${base}${path}`, chrome.port);
        if (!a.error) page.push(a);
        const b = await lighthouseRun(`${floor.url}${path}`, chrome.port);
        if (!b.error) bare.push(b);
      }
      if (!page.length || !bare.length) {
        rows.push({ metric: `  ${path} vs floor`, value: 'no result', target: 'perf − floor ≥ −4, TBT − floor ≤ 200 ms', met: false });
        onRow(rows.at(-1));
        continue;
      }
      const [perf, floorPerf, tbt, floorTbt] = [pick(page, 'perf'), pick(bare, 'perf'), pick(page, 'tbt'), pick(bare, 'tbt')];
      const lcp = pick(page, 'lcp');
      const cls = pick(page, 'cls');
      rows.push({
        metric: `  ${path} vs floor`,
        value:
          `page perf ${perf.toFixed(0)} TBT ${tbt.toFixed(0)} ms LCP ${lcp.toFixed(2)} s CLS ${cls.toFixed(3)}; ` +
          `floor perf ${floorPerf.toFixed(0)} TBT ${floorTbt.toFixed(0)} ms; ` +
          `difference perf ${(perf - floorPerf).toFixed(0)}, TBT +${(tbt - floorTbt).toFixed(0)} ms (load ${os.loadavg()[0].toFixed(2)})`,
        target: 'perf − floor ≥ −4, TBT − floor ≤ 200 ms, LCP ≤ 1.2 s, CLS ≤ 0.01',
        met: perf - floorPerf >= -4 && tbt - floorTbt <= 200 && lcp <= 1.2 && cls <= 0.01,
      });
      onRow(rows.at(-1));
    }
  } finally {
    chrome.kill();
    await floor.close();
  }
  return rows;
}

if (isMainModule(import.meta.url)) {
  const paths = process.argv.slice(3);
  await measureAgainstFloor(process.argv[2] ?? 'http://localhost:8080', {
    paths: paths.length ? paths : undefined,
    onRow: (row) => console.log(`${row.metric.padEnd(36)} ${row.value}  ${row.met ? 'met' : 'NOT met'}`),
  });
}
