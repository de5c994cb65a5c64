// Latency of the two commands issue 48 traces, through the gateway of running stacks (`npm start`):
// a customer files a request; an admin approves it and assigns a member. Given two stacks (say this
// build and an older one, each on its own port), the rounds alternate between them, so both are measured
// in one run under the same machine load and their ratio means something.
// Run: node scripts/bench/command-latency.mjs http://127.0.0.1:8080 [http://127.0.0.1:8090] [rounds=100]
import { isMainModule } from '../lib/run-as-main.mjs';

const WARM_UP = 10;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function call(base, path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

const login = async (base, email, password, role) =>
  (await call(base, '/api/auth/login', { method: 'POST', body: { email, password, role } })).token;

/** A domain and a member with a login of their own on one stack, so the rounds touch nothing else. */
async function prepare(base) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await login(base, 'admin@agency.local', 'Admin@12345', 'admin');
  const user = await login(base, 'user@agency.local', 'User@12345', 'user');
  const domain = await call(base, '/api/admin/domains', { method: 'POST', token: admin, body: { name: `Latency ${tag}` } });
  const member = await call(base, '/api/admin/members', {
    method: 'POST',
    token: admin,
    body: {
      name: `Latency ${tag}`,
      email: `latency-${tag}@agency.local`,
      password: 'Start-password-1',
      empId: `L-${tag}`,
      domain_ids: [domain.domain_id],
    },
  });
  return { base, admin, user, domainId: domain.domain_id, memberId: member.member_id, file: [], approveAssign: [] };
}

async function round(stack, n) {
  const t0 = performance.now();
  const created = await call(stack.base, '/api/user/requests', {
    method: 'POST',
    token: stack.user,
    body: { service: 'Software Development', domain_id: stack.domainId, description: `latency round ${n}` },
  });
  const t1 = performance.now();
  await call(stack.base, `/api/admin/requests/${created.req_id}/respond`, {
    method: 'POST',
    token: stack.admin,
    body: { status: 'approved' },
  });
  await call(stack.base, `/api/admin/requests/${created.req_id}/assign`, {
    method: 'POST',
    token: stack.admin,
    body: { memberIds: [stack.memberId] },
  });
  const t2 = performance.now();
  if (n < WARM_UP) return;
  stack.file.push(t1 - t0);
  stack.approveAssign.push(t2 - t1);
}

const describe = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

/** One line per stack and command: p50 and p99 in ms, and the ratio to the first stack when there are two. */
export async function measureCommandLatency(bases, rounds = 100) {
  const stacks = [];
  for (const base of bases) stacks.push(await prepare(base));
  for (let n = 0; n < rounds + WARM_UP; n++) for (const stack of stacks) await round(stack, n);
  const lines = [];
  for (const command of ['file', 'approveAssign']) {
    const [first] = stacks.map((s) => describe(s[command]));
    for (const stack of stacks) {
      const { p50, p99 } = describe(stack[command]);
      const ratio = stack === stacks[0] ? '' : ` (×${(p50 / first.p50).toFixed(2)} p50, ×${(p99 / first.p99).toFixed(2)} p99 of the first)`;
      const name = command === 'file' ? 'file a request' : 'approve + assign';
      lines.push(`${name} via ${stack.base}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (n=${rounds})${ratio}`);
    }
  }
  return lines;
}

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2);
  const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 100;
  for (const line of await measureCommandLatency(args.length ? args : ['http://127.0.0.1:8080'], rounds)) console.log(line);
}
