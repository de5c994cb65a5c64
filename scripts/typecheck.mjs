// `npm run typecheck`: tsc --noEmit over every workspace that has a tsconfig.json and over the Rspack
// configs, two at a time.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/stack-config.mjs';

const rootPkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const workspaces = rootPkg.workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs.readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map((d) => path.join(pattern.slice(0, -2), d))
      : [pattern],
  )
  .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'tsconfig.json')));
// The front ends' Rspack configs are outside every workspace's `src`: they get a project of their own.
const projects = [...workspaces, 'tsconfig.rspack.json'];

const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const check = (dir) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', dir, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ dir, ok: code === 0 }));
  });

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await check(dir));
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.dir);
console.log(
  `typecheck: ${results.length - failed.length}/${results.length} projects clean${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
