// `npm run bench` is run by hand, not by CI: a section whose import broke (a module moved by a refactor) would
// only show when someone next measures. Each section module must at least load.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const sections = fs.readdirSync(__dirname).filter((name) => name.endsWith('.mjs'));

test.each(sections)(
  'when the bench loads %s, then every module it imports is there',
  async (name) => {
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '-e', `await import(${JSON.stringify(`./scripts/bench/${name}`)})`],
      {
        cwd: root,
      },
    );
    expect(stderr).toBe('');
  },
  60_000,
);
