// `npm run build:server`: compiles the TypeScript the server side runs (packages it imports, the four
// services, the gateway) to CommonJS in each workspace's dist/, file by file with swc (no type check:
// `npm run typecheck` does that). The images run this JavaScript (`node --conditions=compiled`, which
// makes the packages' `exports` point at dist/); `npm start` and the tests keep running src/ with tsx.
import fs from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_WORKSPACES = [
  'packages/contracts',
  'packages/mf-config',
  'packages/server-kit',
  'packages/static-server',
  'services/auth',
  'services/user',
  'services/member',
  'services/admin',
  'gateway',
];
// Test helpers stay out of what ships.
const skip = (file) => /\.(test|spec)\.ts$/.test(file) || /(^|\/)testing\.ts$/.test(file) || file.endsWith('.d.ts');

function sources(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.ts') && !skip(f.replaceAll(path.sep, '/')));
}

async function compileWorkspace(workspace) {
  const src = path.join(root, workspace, 'src');
  const dist = path.join(root, workspace, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const files = sources(src);
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(path.join(src, file), {
        swcrc: false,
        sourceMaps: false,
        module: { type: 'commonjs' },
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      });
      const out = path.join(dist, file.replace(/\.ts$/, '.js'));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, code);
    }),
  );
  return files.length;
}

const only = process.argv.slice(2);
const workspaces = only.length ? SERVER_WORKSPACES.filter((w) => only.includes(w)) : SERVER_WORKSPACES;
const started = Date.now();
let count = 0;
for (const workspace of workspaces) count += await compileWorkspace(workspace);
console.log(`compiled ${count} files of ${workspaces.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
