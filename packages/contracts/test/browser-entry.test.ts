import fs from 'node:fs';
import path from 'node:path';
import * as browser from '../src/browser';
import { newPasswordSchema, roleSchema, SERVICE_TYPES } from '../src';

const src = path.resolve(__dirname, '../src');

/** Every module a value import of `file` pulls in (type-only imports and exports are erased). */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
    const spec = match[1]!;
    if (!spec.startsWith('.')) {
      seen.add(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec);
    const resolved = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    if (resolved) valueImports(resolved, seen);
  }
  return seen;
}

describe('the browser entry', () => {
  test('when a browser loads @agency/contracts/browser, then no zod (or other package) comes with it', () => {
    const modules = [...valueImports(path.join(src, 'browser.ts'))];
    expect(modules.filter((m) => !m.startsWith(src))).toEqual([]);
    expect(modules.map((m) => path.relative(src, m)).filter((m) => m !== 'browser.ts' && !m.startsWith('constants'))).toEqual([]);
  });

  test('when the schemas and the browsers name a constant, then it is the same value', () => {
    expect(browser.SERVICE_TYPES).toBe(SERVICE_TYPES);
    expect(roleSchema.options).toEqual([...browser.ROLES]);
  });

  test('when a new password is checked in the browser, then it gets the server schema verdict and text', () => {
    for (const value of ['', 'short', 'exactly8', 'a'.repeat(72), 'a'.repeat(73), 'é'.repeat(36), 'é'.repeat(37)]) {
      const result = newPasswordSchema.safeParse(value);
      expect(browser.newPasswordProblem(value)).toBe(result.success ? null : result.error.issues[0]!.message);
    }
  });
});
