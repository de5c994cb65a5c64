// Where the e2e stack lives and how a test reaches into it (demo accounts, stopping one part on purpose).
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
// E2E_PORT lets two e2e runs (e.g. CI and a developer's) coexist on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_DATA_DIR = path.join(repoRoot, '.data', `e2e-${E2E_PORT}`);
// The services and the database listen in a block of 20 ports per e2e port (scripts/lib/stack-config.mjs reads
// INTERNAL_PORT_BASE), so e2e runs on neighbouring ports never share an internal port.
export const INTERNAL_PORT_BASE = 20_000 + (E2E_PORT % 1000) * 20;
/** Each part of the stack reached directly, past the gateway (internal routes, faults). */
export const DIRECT = {
  auth: `http://127.0.0.1:${INTERNAL_PORT_BASE}`,
  user: `http://127.0.0.1:${INTERNAL_PORT_BASE + 1}`,
  member: `http://127.0.0.1:${INTERNAL_PORT_BASE + 2}`,
  admin: `http://127.0.0.1:${INTERNAL_PORT_BASE + 3}`,
  db: `mongodb://127.0.0.1:${INTERNAL_PORT_BASE + 4}`,
};
export const API = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN = { email: 'admin@agency.local', password: 'Admin@12345', role: 'admin' };
export const USER = { email: 'user@agency.local', password: 'User@12345', role: 'user' };

export function pidOf(part: string): number {
  const pids = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'pids.json'), 'utf8')) as Record<string, number | null>;
  const pid = pids[part];
  if (!pid) throw new Error(`${part} is not running`);
  return pid;
}

export async function login(account: { email: string; password: string; role: string }) {
  const res = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login as ${account.email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; role: string; firstLogin: boolean; user: { id: string; name: string; email: string } };
}

/** Waits until the gateway reports every service ready again (after a test stopped one). */
export async function waitForStackReady(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${API}/readyz`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the stack did not become ready again');
}

/** Kills one part of the stack and keeps it down (the supervisor honours the hold file) until restored. */
export function stopPart(part: string) {
  const holdDir = path.join(E2E_DATA_DIR, 'hold');
  fs.mkdirSync(holdDir, { recursive: true });
  fs.writeFileSync(path.join(holdDir, part), 'held by an e2e test');
  process.kill(pidOf(part), 'SIGKILL');
}

export async function restorePart(part: string) {
  fs.rmSync(path.join(E2E_DATA_DIR, 'hold', part), { force: true });
  await waitForStackReady();
}
