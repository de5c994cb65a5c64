// The compose test's Prometheus: Debian's `prometheus` binary on the host, scraping each part's metrics
// port that scripts/compose/docker-compose.metrics.yml publishes on 127.0.0.1 (every replica, one target
// each), with deploy/prometheus/alerts.yml loaded so the rules are evaluated against real series too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const METRICS_PARTS = ['gateway', 'auth', 'user', 'member', 'admin'];
// Health checks run every 2 s whatever the traffic: the rate that shows the test's traffic leaves them out.
const TRAFFIC = 'route!~"/healthz|/readyz"';

/** A loopback port nothing listens on now (the system's choice). */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `targets`: { gateway: ['127.0.0.1:41234', …], auth: […], … }. Listens on a free port of its own (a fixed
 * one may be another stack's Prometheus, which would then answer this test's queries) and resolves once
 * the Prometheus on it is ready and is this one (its config file is ours).
 */
export async function startPrometheus({ targets, dir, rulesFile }) {
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(rulesFile, path.join(dir, 'alerts.yml'));
  const jobs = Object.entries(targets).map(
    ([job, list]) => `  - job_name: ${job}\n    static_configs:\n      - targets: [${list.map((t) => `'${t}'`).join(', ')}]`,
  );
  const config = `global:\n  scrape_interval: 1s\n  evaluation_interval: 5s\nrule_files: [alerts.yml]\nscrape_configs:\n${jobs.join('\n')}\n`;
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const child = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, 'prometheus.log'), 'w')] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const configFile = path.join(dir, 'prometheus.yml');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${base}/api/v1/status/flags`).then(
      async (r) => r.ok && (await r.json()).data?.['config.file'] === configFile,
      () => false,
    );
    if (
      ready &&
      (await fetch(`${base}/-/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`prometheus did not start: ${fs.readFileSync(path.join(dir, 'prometheus.log'), 'utf8').slice(-1500)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    port,
    query: (expr) => query(base, expr),
    /** Targets, up, and each part's request rate (health checks left out) over the last minute. */
    figures: () => figuresOf(base),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function query(base, expr) {
  const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`query ${expr}: ${JSON.stringify(body)}`);
  return body.data.result.map((r) => ({ labels: r.metric, value: Number(r.value[1]) }));
}

const byJob = (rows) => Object.fromEntries(rows.map((r) => [r.labels.job, r.value]));

async function figuresOf(base) {
  const [targets, up, rates, rules] = await Promise.all([
    query(base, 'count by (job) (up)'),
    query(base, 'sum by (job) (up)'),
    query(base, `sum by (job) (rate(http_requests_total{${TRAFFIC}}[1m]))`),
    fetch(`${base}/api/v1/rules`).then((r) => r.json()),
  ]);
  return {
    targets: byJob(targets),
    up: byJob(up),
    rates: byJob(rates),
    rules: rules.data.groups.flatMap((g) => g.rules).length,
  };
}
