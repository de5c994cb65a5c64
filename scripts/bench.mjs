// `npm run bench`: sizes and speeds measured in one run on this machine, printed as one table with the
// targets. A benchmark reports; it does not gate CI, so it exits 0 whether targets are met or not.
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/stack-config.mjs';
import { runStack } from './lib/run-stack.mjs';
import { measureBuild } from './bench/build-time.mjs';
import { measureFirstLoad } from './bench/first-load.mjs';
import { measureGateway } from './bench/gateway.mjs';
import { measureDevDb } from './bench/devdb.mjs';
import { measureHistory } from './bench/history.mjs';
import { measureThreadDelivery } from './bench/thread-delivery.mjs';
import { measureLargeAgency } from './bench/large-agency-bench.mjs';
import { measureInsights } from './bench/insights.mjs';
import { sessionsFor } from './bench/sessions.mjs';
import { measureWebVitals } from './bench/web-vitals.mjs';
import { measureAgainstFloor } from './bench/floor.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureReadsUnderHashing } from './bench/reads-under-hashing.mjs';

const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8190);

function printTable(rows) {
  const width = Math.max(...rows.map((r) => r.metric.length));
  const valueWidth = Math.max(...rows.map((r) => String(r.value).length));
  for (const r of rows) {
    const verdict = r.met === undefined ? '' : r.met ? 'met' : 'NOT met';
    const target = r.target ? `target ${r.target}` : '';
    console.log(`${r.metric.padEnd(width)}  ${String(r.value).padEnd(valueWidth)}  ${target.padEnd(24)} ${verdict}`);
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const rows = [];
// Each section's rows are printed as it ends too, with the machine's load then: a section that never
// ends (or a stopped run) keeps what was measured before it.
const section = async (title, fn) => {
  const heading = { metric: `— ${title}`, value: '' };
  console.log(`\n${heading.metric} (load average at the start ${loadAverage()})`);
  const measured = await fn().catch((err) => [{ metric: `  (failed: ${err.message})`, value: '' }]);
  rows.push(heading, ...measured);
  printTable(measured);
  console.log(`(load average at the end ${loadAverage()})`);
};

await section('build', () => measureBuild());
const startedAt = performance.now();
const stack = await runStack({ port: BENCH_PORT, dataDir: path.join(repoRoot, '.data', 'bench') });
const startupSeconds = (performance.now() - startedAt) / 1000;
rows.push({ metric: '— start-up', value: '' });
rows.push({
  metric: 'npm start, everything built, fresh data: spawn → ready',
  value: `${startupSeconds.toFixed(1)} s`,
  target: '≤ 5 s',
  met: startupSeconds <= 5,
});
try {
  const sessions = await sessionsFor(stack.url);
  await section('first load', () => measureFirstLoad(stack.url, sessions));
  await section('web vitals', () => measureWebVitals(stack.url));
  await section('Lighthouse, mobile, median of 3 (each public page)', () => measureLighthouse(stack.url));
  await section('Lighthouse: page vs its no-JavaScript floor, alternating, medians of 3', () => measureAgainstFloor(stack.url));
  await section('first presses within 3 s of loading (4× CPU, web-vitals INP)', () => measureInteractions(stack.url));
  await section('gateway', () => measureGateway(stack.url, BENCH_PORT));
  await section('reads under password hashing', () => measureReadsUnderHashing(stack.url));
} finally {
  await stack.stop();
}
await section('embedded database', () => measureDevDb());
await section('history', () => measureHistory());
await section('request threads', () => measureThreadDelivery());
await section('large agency (issue 25)', () => measureLargeAgency({ port: BENCH_PORT + 20 }));
await section('insights at a large agency (issue 50)', () => measureInsights());
console.log(
  `\nbench on ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${os.cpus().length} cores, load average ${loadAverage()}\n`,
);
printTable(rows);
