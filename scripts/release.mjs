// `npm run release -- <front end> <version>`, `npm run rollback -- <front end>`,
// `npm run canary -- <front end> <version> <percent>`: moves a front end's release pointer through the
// operators' API (the admin service, behind the gateway) with OPERATOR_TOKEN, never an admin's session.
// Reads the pointer first and sends what it saw as `from`: if another change lands in between, the API
// answers 409 and nothing changes (run it again after reading what changed).
//   RELEASE_API_URL  the gateway (default http://localhost:$PORT, PORT default 8080)
//   OPERATOR_TOKEN   the operators' token (the admin service's OPERATOR_TOKEN)
//   OPERATOR_NAME    who is recorded in the change log (default: the OS user)
import os from 'node:os';

const USAGE = `usage:
  npm run release -- <front end> <version>
  npm run rollback -- <front end>
  npm run canary -- <front end> <version> <percent>     (percent 0 ends the canary)
front ends: shell, public, portal, admin (or mfe-public, ...)`;

const [action, frontEnd, version, percent] = process.argv.slice(2);
const target = frontEnd?.replace(/^mfe-/, '');
const api = (process.env.RELEASE_API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
const token = process.env.OPERATOR_TOKEN;

function stop(text) {
  console.error(text);
  process.exit(1);
}

async function call(method, pathname, body) {
  const res = await fetch(`${api}${pathname}`, {
    method,
    headers: {
      'x-operator-token': token,
      'x-operator': process.env.OPERATOR_NAME || os.userInfo().username,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) stop(`${action} ${target}: ${res.status} ${answer.error ?? ''}`.trim());
  return answer;
}

async function main() {
  if (!['release', 'rollback', 'canary'].includes(action) || !target) stop(USAGE);
  if (action !== 'rollback' && !version) stop(USAGE);
  if (action === 'canary' && !/^\d+$/.test(percent ?? '')) stop(USAGE);
  if (!token) stop("OPERATOR_TOKEN is not set: the operators' API needs it.");
  const { pointers } = await call('GET', '/api/admin/releases');
  const from = pointers.find((p) => p.target === target)?.current ?? null;
  const body = { action, from, ...(version ? { version } : {}), ...(action === 'canary' ? { percent: Number(percent) } : {}) };
  const now = await call('POST', `/api/admin/releases/${encodeURIComponent(target)}`, body);
  const canary = now.candidate ? `, canary ${now.candidate} to ${now.percent} % of sessions` : '';
  console.log(`${target}: ${action} done: current ${now.current ?? "(its container's own build)"}${canary} (was ${from ?? 'unset'})`);
}

main().catch((err) => stop(`${action} ${target}: ${err.message}`));
