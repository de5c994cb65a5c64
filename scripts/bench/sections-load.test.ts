// `npm run bench` is run by hand, not by CI: a section whose import broke (a module moved by a refactor), or
// that starts its own command-line run when imported, would only show when someone next measures. Each
// section module is imported here the way scripts/bench.mjs imports it: from a script named bench.mjs.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const sections = fs.readdirSync(__dirname).filter((name) => name.endsWith('.mjs'));
let dir = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sections-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.each(sections)(
  'when bench.mjs imports %s, then it loads and runs nothing of its own',
  async (name) => {
    const script = path.join(dir, name.replace(/\.mjs$/, ''), 'bench.mjs');
    fs.mkdirSync(path.dirname(script));
    fs.writeFileSync(script, `await import(${JSON.stringify(path.join(__dirname, name))});\nconsole.log('loaded');\n`);
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script], { cwd: root, timeout: 30_000 });
    expect({ stdout, stderr }).toEqual({ stdout: 'loaded\n', stderr: '' });
  },
  60_000,
);
