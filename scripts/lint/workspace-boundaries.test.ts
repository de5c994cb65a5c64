// The boundary rule as `npm run lint` runs it: ESLint's Node API with the repository's eslint.config.mjs, on
// planted files that cross a line (and on ones that stay inside it). It runs in a child process because
// the config is an ES module, which jest's CommonJS runtime cannot load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Planted {
  file: string;
  code: string;
}

/** The boundary rule's messages for each planted file, linted as if it were at that path. */
function boundaryErrors(planted: Planted[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const planted = JSON.parse(process.argv[1]);
    const out = [];
    for (const { file, code } of planted) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'house/workspace-boundaries' || m.fatal).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(planted)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

const uses = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

const crossing: Planted[] = [
  { file: 'services/user/src/planted.ts', code: uses('../../auth/src/app') },
  { file: 'services/user/test/planted.test.ts', code: uses('@agency/service-admin/src/app') },
  { file: 'gateway/test/planted.test.ts', code: uses('../../services/member/src/app') },
  { file: 'mfe-portal/src/planted.tsx', code: uses('../../mfe-admin/src/pages') },
  { file: 'mfe-public/src/planted.ts', code: `export const later = () => import('shell/src/app/router');\n` },
  { file: 'shell/src/planted.tsx', code: uses('mfe-public/src/pages') },
  { file: 'packages/web-kit/src/planted.ts', code: uses('../../../shell/src/lib/roles') },
];
const inside: Planted[] = [
  {
    file: 'services/user/src/planted.ts',
    code: `import { a } from '@agency/server-kit';\nimport { b } from './app';\nexport const y = [a, b];\n`,
  },
  { file: 'mfe-admin/src/planted.tsx', code: uses('@agency/web-kit') },
  { file: 'integration/test/planted.test.ts', code: uses('@agency/service-auth/src/app') },
];

// One ESLint process for every planted file: loading the config is most of the cost.
let errors: string[][];
beforeAll(() => {
  errors = boundaryErrors([...crossing, ...inside]);
}, 180_000);

test('when a workspace imports across a drawn line (tests included), then lint fails and names the line', () => {
  expect(errors.slice(0, crossing.length)).toEqual([
    [expect.stringMatching(/^services\/user must not import services\/auth: services share no code/)],
    [expect.stringMatching(/^services\/user must not import services\/admin: services share no code/)],
    [expect.stringMatching(/^gateway must not import services\/member: the gateway only proxies services/)],
    [expect.stringMatching(/^mfe-portal must not import mfe-admin: a remote is deployed on its own/)],
    [expect.stringMatching(/^mfe-public must not import shell: a remote is deployed on its own/)],
    [expect.stringMatching(/^shell must not import mfe-public: the shell loads remotes at run time/)],
    [expect.stringMatching(/^packages\/web-kit must not import shell: packages\/ are shared by the apps/)],
  ]);
});

test('when an import stays inside its workspace, uses a package, or comes from integration/, then lint lets it through', () => {
  expect(errors.slice(crossing.length)).toEqual([[], [], []]);
});
