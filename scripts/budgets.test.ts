// Budgets that cannot drift: the first-load JavaScript of `/` and of each remote's first route, measured
// from the build output (scripts/check-budgets.mjs), fail `npm test` when over. The build is made first
// when missing or older than its sources, so the check always judges the current code.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-for-tests';

const repoRoot = path.resolve(__dirname, '..');
const WEB_APPS = ['shell', 'mfe-public', 'mfe-portal', 'mfe-admin'];

function checkBudgets(root: string) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'check-budgets.mjs'), root], { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Each front end and a file only its full build has (a build without them is made again). */
const BUILT_FILES = Object.fromEntries(WEB_APPS.map((app) => [app, app === 'shell' ? 'index.html' : 'page-chunks.json']));

/** A copy of the build output (what the check reads) in a temporary folder. */
function copyOfBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  for (const app of WEB_APPS) fs.cpSync(path.join(repoRoot, app, 'dist'), path.join(root, app, 'dist'), { recursive: true });
  return root;
}

interface SharedUse {
  consumes: Record<string, string[]>;
  provides: Record<string, string[]>;
}

/** Random bytes do not compress: `kb` of them weigh `kb` KB gzip. */
const incompressible = (kb: number) => `/*${crypto.randomBytes(kb * 1024).toString('latin1')}*/`;

describe('first-load budgets', () => {
  beforeAll(() => buildIfStale(BUILT_FILES), 600_000);

  test('when the front ends are built, then / and each remote first route are within their budgets', () => {
    const { code, output } = checkBudgets(repoRoot);
    expect(output).toMatch(/ \/: [\d.]+ KB gzip \(budget 130 KB/);
    expect({ code, output }).toEqual({ code: 0, output: expect.not.stringContaining('OVER') });
  });

  test('when the front ends are built, then TanStack Query is in the signed-in remotes only, never in the shell or the public remote', () => {
    // Its own error text, kept by the minifier: a chunk that has it carries the library.
    const carriers = (app: string) =>
      fs
        .readdirSync(path.join(repoRoot, app, 'dist'))
        .filter(
          (file) => file.endsWith('.js') && fs.readFileSync(path.join(repoRoot, app, 'dist', file), 'utf8').includes('No QueryClient set'),
        );
    expect({ shell: carriers('shell'), public: carriers('mfe-public') }).toEqual({ shell: [], public: [] });
    expect(carriers('mfe-portal').length).toBeGreaterThan(0);
    expect(carriers('mfe-admin').length).toBeGreaterThan(0);
  });

  test('when the home page chunk is planted over budget, then the check fails naming / and the file', () => {
    const root = copyOfBuild();
    const chunks = JSON.parse(fs.readFileSync(path.join(root, 'mfe-public', 'dist', 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const homeJs = chunks['./features/home/components/home-page']!.find((file) => file.endsWith('.js'))!;
    fs.appendFileSync(path.join(root, 'mfe-public', 'dist', homeJs), incompressible(20));
    const { code, output } = checkBudgets(root);
    expect(code).toBe(1);
    expect(output).toContain('OVER /:');
    expect(output).toContain(`mfe-public/${homeJs}`);
  });

  test("when a portal page's chunk is planted over budget, then the check fails naming the portal's first route", () => {
    const root = copyOfBuild();
    const chunks = JSON.parse(fs.readFileSync(path.join(root, 'mfe-portal', 'dist', 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const pageJs = chunks['./features/user-dashboard/components/user-dashboard-page']!.find((file) => file.endsWith('.js'))!;
    fs.appendFileSync(path.join(root, 'mfe-portal', 'dist', pageJs), incompressible(20));
    const { code, output } = checkBudgets(root);
    expect(code).toBe(1);
    expect(output).toContain('OVER mfe-portal first route (/user-dashboard)');
  });

  test('when the shell adds a start-up script, then it counts towards /', () => {
    const root = copyOfBuild();
    const indexFile = path.join(root, 'shell', 'dist', 'index.html');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'planted.js'), incompressible(40));
    fs.writeFileSync(indexFile, fs.readFileSync(indexFile, 'utf8').replace('</body>', '<script defer src="/planted.js"></script></body>'));
    const { code, output } = checkBudgets(root);
    expect(code).toBe(1);
    expect(output).toContain('shell/planted.js');
  });

  test('when the home page consumes the whole web kit instead of its base entry, then the kit counts towards /', () => {
    const root = copyOfBuild();
    const useFile = path.join(root, 'mfe-public', 'dist', 'shared-use.json');
    const publicUse = JSON.parse(fs.readFileSync(useFile, 'utf8')) as SharedUse;
    const chunks = JSON.parse(fs.readFileSync(path.join(root, 'mfe-public', 'dist', 'page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const homeJs = chunks['./features/home/components/home-page']!.find((file) => file.endsWith('.js'))!;
    const before = checkBudgets(root).output;
    publicUse.consumes[homeJs] = [...(publicUse.consumes[homeJs] ?? []), '@agency/web-kit'];
    fs.writeFileSync(useFile, JSON.stringify(publicUse));
    const sizeOf = (output: string) => Number(/ \/: ([\d.]+) KB gzip/.exec(output)?.[1]);
    const after = checkBudgets(root).output;
    expect(sizeOf(after)).toBeGreaterThan(sizeOf(before) + 1);
  });

  test('when a remote consumes a shared library the shell does not provide, then the check fails naming it', () => {
    const root = copyOfBuild();
    const useFile = path.join(root, 'mfe-portal', 'dist', 'shared-use.json');
    const portalUse = JSON.parse(fs.readFileSync(useFile, 'utf8')) as SharedUse;
    const first = Object.keys(portalUse.consumes).find((file) => file.startsWith('__federation_expose'))!;
    portalUse.consumes[first] = [...portalUse.consumes[first]!, '@agency/not-provided'];
    fs.writeFileSync(useFile, JSON.stringify(portalUse));
    const { code, output } = checkBudgets(root);
    expect(code).not.toBe(0);
    expect(output).toContain('mfe-portal consumes @agency/not-provided, which the shell does not provide');
  });
});
