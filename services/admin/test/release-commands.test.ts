// `npm run release | canary | rollback` (scripts/release.mjs) against the real admin app.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { startAdmin, type AdminHarness } from './start-admin';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
const script = path.resolve(__dirname, '../../../scripts/release.mjs');

let h: AdminHarness;
let server: Server;
let url: string;
beforeAll(async () => {
  h = await startAdmin({ operatorToken: OPERATOR_TOKEN });
  server = h.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await h.stop();
});

function run(args: string[], token = OPERATOR_TOKEN): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, RELEASE_API_URL: url, OPERATOR_TOKEN: token, OPERATOR_NAME: 'dana' };
    execFile(process.execPath, [script, ...args], { env }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() }),
    );
  });
}

describe('the operators release commands', () => {
  test('when an operator releases, canaries and rolls back, then each command prints the pointer and the log names the operator', async () => {
    expect(await run(['release', 'portal', 'p1'])).toEqual({ code: 0, out: 'portal: release done: current p1 (was unset)' });
    expect((await run(['release', 'mfe-portal', 'p2'])).out).toBe('portal: release done: current p2 (was p1)');
    expect((await run(['canary', 'portal', 'p3', '25'])).out).toBe(
      'portal: canary done: current p2, canary p3 to 25 % of sessions (was p2)',
    );
    expect((await run(['rollback', 'portal'])).out).toBe('portal: rollback done: current p2 (was p2)');
    expect((await run(['rollback', 'portal'])).out).toBe('portal: rollback done: current p1 (was p2)');
    const answer = await fetch(`${url}/api/admin/releases`, { headers: { 'x-operator-token': OPERATOR_TOKEN } });
    const log = ((await answer.json()) as { changes: { by: string }[] }).changes;
    expect(log).toHaveLength(5);
    expect(log.every((c) => c.by === 'dana')).toBe(true);
  });

  test('when the token is wrong or the arguments are missing, then the command says why and exits non-zero', async () => {
    expect(await run(['release', 'portal', 'p9'], 'wrong-token-0123456789')).toEqual({
      code: 1,
      out: 'release portal: 401 Operator token required',
    });
    const usage = await run(['canary', 'portal', 'p9']);
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('usage:');
  });
});
