// Latency of the admin's approve-and-assign over the real four services in one process (the
// integration stack: devdb, auth, user, member and admin apps, each on its own port), measured at the
// admin service's HTTP API, one request at a time after 10 warm-up rounds.
// Run: node --import tsx scripts/bench/assign-latency.mjs [rounds=100]
import request from 'supertest';
import { isMainModule } from '../lib/run-as-main.mjs';

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (name, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  return `${name}: p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1))} (n=${values.length})`;
};

/** Answers one line per measured step: approve, assign, both. */
export async function measureAssignLatency(rounds = 100) {
  // The stack is test code: loaded only when measuring, so importing this module starts nothing.
  const { startStack } = await import('../../integration/test/admin/start-stack.ts');
  const s = await startStack();
  try {
    const admin = s.bearer('admin');
    const customer = s.bearer('user', '64b0000000000000000000c1');
    const domainId = (await request(s.app).post('/api/admin/domains').set(admin).send({ name: 'Web' }).expect(201)).body.domain_id;
    const members = [];
    for (let i = 0; i < 5; i++) {
      const body = {
        name: `Bench ${i}`,
        email: `bench${i}@agency.local`,
        password: 'Start-password-1',
        empId: `B${i}`,
        domain_ids: [domainId],
      };
      members.push((await request(s.app).post('/api/admin/members').set(admin).send(body).expect(201)).body.member_id);
    }
    const approve = [];
    const assign = [];
    const both = [];
    for (let n = 0; n < rounds + 10; n++) {
      const created = await request(s.urls.userUrl)
        .post('/api/user/requests')
        .set(customer)
        .send({ service: 'Software Development', domain_id: domainId, description: `bench ${n}` })
        .expect(201);
      const id = created.body.req_id;
      const t0 = performance.now();
      await request(s.userApp).post(`/api/admin/requests/${id}/respond`).set(admin).send({ status: 'approved' }).expect(200);
      const t1 = performance.now();
      await request(s.app)
        .post(`/api/admin/requests/${id}/assign`)
        .set(admin)
        .send({ memberIds: [members[n % members.length]] })
        .expect(201);
      const t2 = performance.now();
      if (n < 10) continue; // warm-up
      approve.push(t1 - t0);
      assign.push(t2 - t1);
      both.push(t2 - t0);
    }
    return [summary('approve', approve), summary('assign', assign), summary('approve + assign', both)];
  } finally {
    await s.stop();
  }
}

if (isMainModule(import.meta.url)) {
  for (const line of await measureAssignLatency(Number(process.argv[2] ?? 100))) console.log(line);
}
