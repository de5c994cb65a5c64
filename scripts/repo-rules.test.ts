// House rules that a reviewer would otherwise have to remember, checked on every test run.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SOURCE_ROOTS = [
  'shell',
  'mfe-public',
  'mfe-portal',
  'mfe-admin',
  'gateway',
  'services/auth',
  'services/user',
  'services/member',
  'services/admin',
  ...fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}`),
];
// Environment is read and validated in one place per app (STYLE.md): its config file.
const ENV_READERS = new Set(['config.ts', 'load-config.ts']);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

test('when app code needs configuration, then it reads process.env only in its config file', () => {
  const offenders = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir, 'src')))
    .filter((file) => !ENV_READERS.has(path.basename(file)))
    .filter((file) => /process\.env/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offenders).toEqual([]);
});

test('when a file name is chosen, then it is kebab-case', () => {
  const offenders = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir, 'src')))
    .map((file) => path.basename(file))
    .filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.(ts|tsx)$/.test(name));
  expect(offenders).toEqual([]);
});

test('when a workspace is added, then the Dockerfile copies its manifest (npm ci checks the lock file against all of them)', () => {
  const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const manifests = workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => `${dir}/package.json`);
  const copied = [...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^COPY (\S+\/package\.json) /gm)].map((m) => m[1]);
  expect(manifests.filter((m) => !copied.includes(m))).toEqual([]);
});

test('when a locked dependency has an install script, then package.json allowScripts decides it, and names nothing else', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const withScripts = Object.entries<{ hasInstallScript?: boolean }>(lock.packages)
    .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  // Keys are `name` or a pinned `name@version`.
  const decided = Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@.*$/, ''));
  expect(withScripts.filter((name) => !decided.includes(name))).toEqual([]);
  expect(decided.filter((name) => !withScripts.includes(name))).toEqual([]);
});
