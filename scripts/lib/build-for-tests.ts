/// <reference types="node" />
// For tests that read the front ends' build output (synchronous, for a jest beforeAll): builds what is
// missing or older than its sources first, one jest worker at a time (web-build.mjs buildStaleForTests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** `required`: app folder → a file its dist/ must have (e.g. `{ 'mfe-public': 'prerender/pages.json' }`). */
export function buildIfStale(required: Record<string, string>): void {
  const script = `import('./scripts/lib/web-build.mjs').then((m) => m.buildStaleForTests(${JSON.stringify(required)}))`;
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`build failed: ${run.stderr}`);
}
