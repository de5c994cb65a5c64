// The alert rules and the scrape config, checked by Prometheus' own promtool (Debian's `prometheus`
// package; .ci/run installs it): syntax, the config's rule files, and the rules' unit tests
// (alerts.rules-test.yml: each alert fires on the series that should fire it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, '..');
const root = path.resolve(dir, '../..');

function promtool(...args: string[]) {
  const res = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
  if (res.error && (res.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error('promtool is not installed: `apt-get install -y prometheus` (Debian) or put promtool on PATH');
  }
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
}

test('when promtool checks the alert rules, then they are valid and every alert the issue names is there', () => {
  const { code, output } = promtool('check', 'rules', 'alerts.yml');
  expect(output).toContain('SUCCESS');
  expect(code).toBe(0);
  const rules = fs.readFileSync(path.join(dir, 'alerts.yml'), 'utf8');
  for (const alert of ['PartNotScraped', 'HighServerErrorRate', 'HighLatency', 'OutboxBacklogOld', 'CircuitOpen']) {
    expect(rules).toContain(`alert: ${alert}`);
  }
});

test('when promtool checks the scrape config, then it is valid and loads the rules', () => {
  const { code, output } = promtool('check', 'config', 'prometheus.yml');
  expect(output).toContain('is valid prometheus config file syntax');
  expect(code).toBe(0);
});

test("when promtool runs the rules' unit tests, then each alert fires on its series and stays quiet otherwise", () => {
  const { code, output } = promtool('test', 'rules', 'test/alerts.rules-test.yml');
  expect(output).toContain('SUCCESS');
  expect(code).toBe(0);
});

test('when the rules name a product metric, then the code defines a metric of that name', () => {
  const rules = fs.readFileSync(path.join(dir, 'alerts.yml'), 'utf8');
  const named = new Set(rules.match(/agency_[a-z_]+/g));
  const sources = [
    'packages/server-kit/src/metrics.ts',
    'packages/server-kit/src/outbox-metrics.ts',
    'packages/server-kit/src/outbox-relay.ts',
    'packages/server-kit/src/outbox-delivery.ts',
    'gateway/src/circuit-breaker.ts',
  ]
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  expect(named.size).toBeGreaterThan(0);
  for (const name of named) expect(sources).toContain(`'${name}'`);
});
