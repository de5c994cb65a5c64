// `npm start` rebuilds a front end when anything its bundle is made of changed since its last build: its own
// folder and every workspace it depends on. Checked on a small repository laid out like this one, in a
// temporary folder, through the script itself (an ES module, so in a child process).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const webBuild = path.resolve(__dirname, 'web-build.mjs');

function run(expression: string, root: string): unknown {
  const script = `const m = await import(${JSON.stringify(webBuild)}); console.log(JSON.stringify(${expression}));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()!,
  );
}

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe('when npm start decides whether a front end is built', () => {
  let root: string;
  const past = new Date(Date.now() - 60_000);
  const later = new Date(Date.now() - 30_000);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
    write(root, 'package.json', JSON.stringify({ workspaces: ['packages/*', 'shell', 'mfe-public'] }));
    write(root, 'packages/mf-config/package.json', JSON.stringify({ name: '@agency/mf-config' }));
    write(
      root,
      'packages/mf-config/front-ends.json',
      JSON.stringify({ shell: { dir: 'shell' }, remotes: { public: { dir: 'mfe-public' } } }),
    );
    write(root, 'packages/contracts/package.json', JSON.stringify({ name: '@agency/contracts' }));
    write(root, 'packages/web-kit/package.json', JSON.stringify({ name: '@agency/web-kit', dependencies: { '@agency/contracts': '*' } }));
    write(root, 'packages/router/package.json', JSON.stringify({ name: '@agency/router' }));
    write(root, 'packages/server-kit/package.json', JSON.stringify({ name: '@agency/server-kit' }));
    write(
      root,
      'shell/package.json',
      JSON.stringify({
        name: 'shell',
        dependencies: { '@agency/web-kit': '*', '@agency/router': '*' },
        devDependencies: { '@agency/mf-config': '*' },
      }),
    );
    write(root, 'mfe-public/package.json', JSON.stringify({ name: 'mfe-public', dependencies: { '@agency/router': '*' } }));
    for (const file of [
      'packages/router/src/index.ts',
      'packages/contracts/src/index.ts',
      'packages/server-kit/src/index.ts',
      'shell/src/index.ts',
    ]) {
      write(root, file, 'export {};\n');
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Every file and folder dated `past`, then the shell's build dated `later`. */
  function builtAfterEverything() {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        fs.utimesSync(full, past, past);
      }
      fs.utimesSync(dir, past, past);
    };
    write(root, 'shell/dist/index.html', '<!doctype html>');
    walk(root);
    fs.utimesSync(path.join(root, 'shell/dist/index.html'), later, later);
  }

  test('when nothing changed since the build, then it is current', () => {
    builtAfterEverything();
    expect(run(`m.isBuildCurrent('shell', process.cwd())`, root)).toBe(true);
  });

  test.each([
    'packages/router/src/index.ts',
    'packages/mf-config/front-ends.json',
    'packages/contracts/src/index.ts',
    'shell/src/index.ts',
  ])('when %s changed after the build, then the shell is rebuilt', (file) => {
    builtAfterEverything();
    fs.utimesSync(path.join(root, file), new Date(), new Date());
    expect(run(`m.isBuildCurrent('shell', process.cwd())`, root)).toBe(false);
  });

  test('when a workspace no front end depends on changed, then the shell stays current', () => {
    builtAfterEverything();
    fs.utimesSync(path.join(root, 'packages/server-kit/src/index.ts'), new Date(), new Date());
    expect(run(`m.isBuildCurrent('shell', process.cwd())`, root)).toBe(true);
  });

  test('when the inputs are listed, then they are the app and its workspaces, direct or through another', () => {
    expect(run(`m.buildInputs('shell', process.cwd()).sort()`, root)).toEqual(
      ['packages/contracts', 'packages/mf-config', 'packages/router', 'packages/web-kit', 'shell'].sort(),
    );
  });
});
