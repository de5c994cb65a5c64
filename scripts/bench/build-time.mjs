// Full build of every front end from clean, timed.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/stack-config.mjs';
import { WEB_APPS, buildApps } from '../lib/web-build.mjs';

export async function measureBuild() {
  for (const app of WEB_APPS) fs.rmSync(path.join(repoRoot, app, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  await buildApps(WEB_APPS);
  const seconds = (performance.now() - started) / 1000;
  return [
    { metric: `full build of ${WEB_APPS.length} front ends`, value: `${seconds.toFixed(1)} s`, target: '≤ 60 s', met: seconds <= 60 },
  ];
}
