// Two of every service and of the gateway, for test-compose.mjs (issue 37, point 2): the stack is scaled
// out (`--scale`), and the test shows with figures that nothing is lost or doubled across replicas —
// limits shared, an idempotent retry replayed on the other replica, a thread message reaching a live
// listener on the other replica, every outbox e-mail delivered once — and that a rolling restart of each
// part, one replica at a time, drops no request of a steady stream of reads and writes.
//
// The front: the two gateways publish a random loopback port each, and a TCP round-robin in this process
// listens on the test's port, as a load balancer would (a connection refused goes to the other gateway).
// Which replica served a call is read from the replicas' own request logs (the X-Request-Id the test sets).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fetchFresh } from './fetch-fresh.mjs';

const SCALED = ['auth', 'user', 'member', 'admin', 'gateway'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A command run without blocking the event loop (the steady stream must keep flowing meanwhile). */
function runAsync(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${cmd} ${args.join(' ')}: ${code} ${err.slice(-500)}`)),
    );
  });
}

/** An SMTP server that accepts everything and records each mail's Message-ID: the outbox's deliveries, counted. */
function startSmtpSink(port) {
  const mails = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({
            messageId: /^message-id:\s*(\S+)/im.exec(data)?.[1] ?? '',
            to: /^to:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? '',
            at: Date.now(),
          });
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') return void socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '0.0.0.0', () => resolve({ mails, close: () => new Promise((r) => server.close(r)) })),
  );
}

/** A TCP round-robin over the gateways' host ports; a backend that refuses is skipped for the next one. */
function startFront(port, backends) {
  let turn = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.pause();
    client.on('error', () => {});
    client.on('close', () => sockets.delete(client));
    const list = backends();
    const attempt = (tries) => {
      const backend = list[turn++ % list.length];
      const upstream = net.connect(backend.port, '127.0.0.1');
      // Refused before anything was sent: the other gateway gets the connection.
      const retry = () => (tries + 1 < list.length * 2 ? attempt(tries + 1) : client.destroy());
      upstream.once('error', retry);
      upstream.once('connect', () => {
        upstream.off('error', retry);
        upstream.on('error', () => client.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        // An orderly end is passed on by pipe (after the data); only a broken side breaks the other.
        upstream.on('close', (hadError) => hadError && client.destroy());
        client.on('close', (hadError) => hadError && upstream.destroy());
      });
    };
    attempt(0);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () => {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(r));
        },
      }),
    ),
  );
}

async function call(base, pathname, { method = 'GET', body, token, headers = {}, signal } = {}) {
  const res = await fetchFresh(`${base}${pathname}`, {
    method,
    signal,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json, headers: res.headers };
}

const count = (items) => items.reduce((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
const short = (id) => id.slice(0, 8);

/** Which replica (container name) logged each request id. */
async function servedBy(replicas, requestIds, env) {
  const where = {};
  for (const c of replicas) {
    const logs = await runAsync('podman', ['logs', c.id], env).catch(() => '');
    for (const id of requestIds) if (logs.includes(`"${id}"`)) where[id] = c.name;
  }
  return where;
}

/** Scales every service and the gateway to two, with an SMTP sink for the outbox; returns the replicas. */
async function scaleOut(ctx) {
  const { run, containers, env, envFile, port, composeFiles, waitFor } = ctx;
  const network = JSON.parse(run('podman', ['inspect', containers().find((c) => c.service === 'mongo').id]))[0].NetworkSettings.Networks;
  const hostIp = Object.values(network)[0].Gateway;
  const smtp = await startSmtpSink(port + 25);
  ctx.cleanup.push(() => smtp.close());
  // A thread's messages close together are one e-mail per person; a short window lets the test see it end.
  fs.appendFileSync(
    envFile,
    `SMTP_URL=smtp://${hostIp}:${port + 25}\nPUBLIC_URL=http://127.0.0.1:${port}\nTHREAD_MAIL_WINDOW_SECONDS=${MAIL_WINDOW_SECONDS}\n`,
  );
  // The gateway publishes PORT; two of them publish a random loopback port each ("127.0.0.1::8080").
  run('docker-compose', [...composeFiles, 'up', '-d', '--no-build', ...SCALED.flatMap((s) => ['--scale', `${s}=2`])], {
    env: { ...env, PORT: '127.0.0.1:' },
  });
  await waitFor(
    'two healthy replicas of every scaled part',
    () => SCALED.every((s) => containers().filter((c) => c.service === s && c.health === 'healthy').length === 2),
    180_000,
  );
  return smtp;
}

async function replicasOf(service, env) {
  const ids = (
    await runAsync(
      'podman',
      [
        'ps',
        '-q',
        '--filter',
        `label=com.docker.compose.service=${service}`,
        '--filter',
        `label=com.docker.compose.project=${env.COMPOSE_PROJECT_NAME}`,
      ],
      env,
    )
  )
    .split('\n')
    .filter(Boolean);
  const info = JSON.parse(await runAsync('podman', ['inspect', ...ids], env));
  return info
    .map((c) => ({
      id: c.Id,
      name: c.Name.replace(/^\//, ''),
      ip: Object.values(c.NetworkSettings.Networks)[0]?.IPAddress,
      port: Number(c.NetworkSettings.Ports?.['8080/tcp']?.[0]?.HostPort ?? 0),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Wrong passwords and forgot-password requests spread over both gateways, in parallel, so both auth
 * replicas get some: the limits hold across them. A round whose attempts all reached one replica shows
 * nothing about sharing; a new round with a fresh account is sampled then, at most 3.
 */
async function sharedLimits(ctx, gateways, auths) {
  for (let round = 1; ; round++) {
    const result = await sharedLimitsRound(ctx, gateways, auths, round);
    if (result.spread >= 2) return `${result.text}${round > 1 ? ` (round ${round}: the earlier reached one replica)` : ''}`;
    const seen = `${result.where}; ${await authAsGatewaysSeeIt(ctx, gateways)}`;
    if (round === 3) ctx.fail(`the attempts reached one auth replica only, 3 rounds: ${seen}`);
    console.log(`shared limits, round ${round}: the attempts reached one auth replica: ${seen}`);
    await sleep(POOLED_SOCKET_MAX_AGE_MS + 1000); // the gateways' pooled sockets renew meanwhile
  }
}

// Forgot-password's two limits (services/auth/src/throttle/flood-limits.ts): per client address in 15 minutes,
// per e-mail address in an hour. Every round comes from this one client, so earlier rounds count against it.
const FORGOT_PER_CLIENT = 10;
const FORGOT_PER_ADDRESS = 3;
// gateway/src/upstream-proxy.ts: how long a gateway reuses one pooled socket to a service.
const POOLED_SOCKET_MAX_AGE_MS = 5000;

/** What each gateway's resolver answers for `auth`, and from where: what a one-sided spread comes from. */
async function authAsGatewaysSeeIt(ctx, gateways) {
  const script =
    "require('dns').lookup('auth',{all:true},(e,a)=>console.log(e?e.code:a.map(x=>x.address).join(' ')));" +
    "console.log(require('fs').readFileSync('/etc/hosts','utf8').split('\\n').filter(l=>/\\bauth\\b/.test(l)).join(' | ')||'no auth in /etc/hosts')";
  const answers = await Promise.all(
    gateways.map(
      async (g) =>
        `${g.name}: ${(await runAsync('podman', ['exec', g.id, 'node', '-e', script], ctx.env).catch((e) => e.message)).trim().replace(/\n/g, '; ')}`,
    ),
  );
  return `auth as the gateways resolve it: ${answers.join(' / ')}`;
}

async function sharedLimitsRound(ctx, gateways, auths, round) {
  const tag = `${ctx.tag}-${round}`;
  const account = { name: 'Scale Limits', email: `scale-limits-${tag}@example.com`, password: 'Scale-pass-123' };
  const signup = await call(gateways[0].base, '/api/auth/signup', { method: 'POST', body: account });
  if (signup.status !== 201) ctx.fail(`sign-up for the limits: ${signup.status} ${JSON.stringify(signup.body)}`);
  const attempts = async (n, send) => {
    const results = [];
    for (let wave = 0; wave < n / 4; wave++) {
      results.push(
        ...(await Promise.all(
          [0, 1, 2, 3].map(async (i) => {
            const id = `scale-${tag}-${send.name}-${wave * 4 + i}`;
            const res = await send(gateways[i % 2].base, id);
            return { id, status: res.status };
          }),
        )),
      );
    }
    return results;
  };
  const login = (base, id) =>
    call(base, '/api/auth/login', {
      method: 'POST',
      headers: { 'x-request-id': id },
      body: { email: account.email, password: 'Wrong-pass-999', role: 'user' },
    });
  const forgot = (base, id) =>
    call(base, '/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'x-request-id': id },
      body: { email: account.email, role: 'user' },
    });
  const logins = await attempts(8, login);
  const forgots = await attempts(8, forgot);
  const where = await servedBy(
    auths,
    [...logins, ...forgots].map((r) => r.id),
    ctx.env,
  );
  const loginStatus = count(logins.map((r) => r.status));
  const forgotStatus = count(forgots.map((r) => r.status));
  // An attempt the gateway gave up on (504: password hashing on a loaded machine) was still counted by auth,
  // which reserves before it judges; what shows the limit is shared is the 3 refusals after the 5th attempt.
  const counted = (loginStatus[401] ?? 0) + (loginStatus[504] ?? 0);
  if (counted !== 5 || loginStatus[429] !== 3) ctx.fail(`login throttle across replicas: ${JSON.stringify(loginStatus)}`);
  const forgotLetThrough = Math.min(FORGOT_PER_ADDRESS, Math.max(0, FORGOT_PER_CLIENT - 8 * (round - 1)));
  if ((forgotStatus[200] ?? 0) !== forgotLetThrough || forgotStatus[429] !== 8 - forgotLetThrough)
    ctx.fail(
      `forgot-password flood limit across replicas (round ${round}, ${forgotLetThrough} let through): ${JSON.stringify(forgotStatus)}`,
    );
  const spread = count(Object.values(where));
  const text = `login throttle: 8 wrong passwords over 2 gateways and auth replicas ${Object.values(spread).join('+')} -> ${loginStatus[401]}x401${loginStatus[504] ? ` (+${loginStatus[504]} timed out at the gateway, counted)` : ''} then ${loginStatus[429]}x429 (limit 5, as on one replica); forgot-password for one address: 8 -> ${forgotStatus[200] ?? 0}x200 then ${forgotStatus[429]}x429 (limit ${FORGOT_PER_ADDRESS}${forgotLetThrough < FORGOT_PER_ADDRESS ? `, ${FORGOT_PER_CLIENT} per client of which earlier rounds used ${8 * (round - 1)}` : ''})`;
  return { spread: Object.keys(spread).length, where: JSON.stringify(spread), text };
}

/** The first POST on one user replica, its retries (same Idempotency-Key) on the other and through both gateways. */
async function idempotentRetry(ctx, gateways, users) {
  const { tag, userToken, domainId } = ctx;
  const key = `scale-${tag}`;
  const body = { service: 'Technical Support', domain_id: domainId, description: `Scale idempotent ${tag}` };
  const post = (base) => call(base, '/api/user/requests', { method: 'POST', token: userToken, body, headers: { 'idempotency-key': key } });
  const first = await post(`http://${users[0].ip}:3000`);
  if (first.status !== 201) ctx.fail(`idempotent POST: ${first.status} ${JSON.stringify(first.body)}`);
  const retries = await Promise.all(
    [`http://${users[1].ip}:3000`, gateways[0].base, gateways[1].base, `http://${users[1].ip}:3000`].map(post),
  );
  const replayed = retries.filter(
    (r) => r.status === 201 && r.headers.get('idempotent-replayed') === 'true' && r.body.req_id === first.body.req_id,
  );
  if (replayed.length !== retries.length)
    ctx.fail(`retries not all replayed: ${JSON.stringify(retries.map((r) => [r.status, r.headers.get('idempotent-replayed')]))}`);
  const previous = await call(gateways[0].base, '/api/user/requests/previous', { token: userToken });
  const list = Array.isArray(previous.body) ? previous.body : (previous.body.requests ?? []);
  const stored = list.filter((r) => r.description === body.description).length;
  if (stored !== 1) ctx.fail(`the idempotent request is stored ${stored} times`);
  return `idempotent retry: first POST on ${short(users[0].name)}, ${replayed.length} retries on the other replica and both gateways all replayed (idempotent-replayed: true, same id), 1 request stored`;
}

/** Reads one SSE stream, noting when each message id arrives. */
async function listen(base, token, arrivals) {
  const controller = new AbortController();
  const res = await fetchFresh(`${base}/api/user/threads/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`event stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let ready;
  const isReady = new Promise((r) => (ready = r));
  (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      if (text.includes('event: ready')) ready();
      for (const match of text.matchAll(/event: message\nid: (\w+)/g)) if (!arrivals.has(match[1])) arrivals.set(match[1], Date.now());
      text = text.slice(Math.max(0, text.lastIndexOf('\n\n')));
    }
  })();
  await isReady;
  return () => controller.abort();
}

// THREAD_TEXT_POSTS_PER_MINUTE (packages/contracts): an account's text messages a minute, on all replicas together.
const TEXTS_PER_MINUTE = 10;
const MAIL_WINDOW_SECONDS = 5;

/** A listener on each user replica; messages posted on each; then the e-mails those messages caused, counted. */
async function liveAndOutbox(ctx, gateways, users, smtp) {
  const { tag, userToken, adminToken, requestId } = ctx;
  const arrivals = users.map(() => new Map());
  const stops = await Promise.all(users.map((u, i) => listen(`http://${u.ip}:3000`, adminToken, arrivals[i])));
  const bases = [...users.map((u) => `http://${u.ip}:3000`), ...gateways.map((g) => g.base)];
  const posted = await Promise.all(
    Array.from({ length: TEXTS_PER_MINUTE }, async (_, i) => {
      const origin = i % bases.length;
      const res = await call(bases[origin], `/api/user/requests/${requestId}/thread`, {
        method: 'POST',
        token: userToken,
        body: { body: `Scale ${tag} message ${i}` },
      });
      if (res.status !== 201) ctx.fail(`thread post: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.message_id, origin, at: Date.now() };
    }),
  );
  // The text limit is one count for the account over every replica: one more, on any of them, is refused.
  const over = await call(bases[TEXTS_PER_MINUTE % bases.length], `/api/user/requests/${requestId}/thread`, {
    method: 'POST',
    token: userToken,
    body: { body: `Scale ${tag} message over the limit` },
  });
  if (over.status !== 429) ctx.fail(`message ${TEXTS_PER_MINUTE + 1} within a minute: ${over.status}, expected 429`);
  await sleep(2500);
  stops.forEach((stop) => stop());
  // Posted directly on a replica (origin 0 or 1): the listener on the other replica must see it within 2 s.
  const cross = posted.filter((p) => p.origin < 2).map((p) => ({ ...p, ms: (arrivals[1 - p.origin].get(p.id) ?? Infinity) - p.at }));
  const missing = posted.filter((p) => users.some((_, i) => !arrivals[i].has(p.id)));
  if (missing.length) ctx.fail(`${missing.length} messages never reached a listener`);
  const worst = Math.max(...cross.map((c) => Math.max(0, c.ms)));
  if (worst > 2000) ctx.fail(`a message took ${worst} ms to reach the other replica's listener`);
  const sorted = cross.map((c) => Math.max(0, c.ms)).sort((a, b) => a - b);

  // The messages' e-mails: one per person for the thread's window (all of them, posted within a second),
  // whichever replica's relay sent it, and none twice. A window's e-mails carry its first message's id.
  const windowOf = (mail) => posted.find((p) => mail.messageId.includes(p.id))?.id;
  const mailsOfWindows = () => smtp.mails.filter(windowOf);
  await ctx.waitFor("the thread window's e-mails", () => mailsOfWindows().length > 0, 90_000);
  await sleep(MAIL_WINDOW_SECONDS * 1000 + 5000); // a second window, or a double delivery, would come in meanwhile
  const mails = mailsOfWindows();
  const ids = mails.map((m) => m.messageId);
  const duplicates = ids.length - new Set(ids).size;
  const windows = new Set(mails.map(windowOf));
  const perPersonAndWindow = new Set(mails.map((m) => `${windowOf(m)} ${m.to}`));
  if (duplicates || perPersonAndWindow.size !== mails.length || windows.size !== 1)
    ctx.fail(`${mails.length} e-mails in ${windows.size} windows for the ${posted.length} messages, ${duplicates} delivered twice`);
  const allIds = smtp.mails.map((m) => m.messageId);
  return [
    `live thread: ${TEXTS_PER_MINUTE} messages posted over both user replicas and both gateways (the ${TEXTS_PER_MINUTE + 1}th refused, 429), a listener on each replica; across replicas ${cross.length} arrivals, median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${worst} ms (limit 2000)`,
    `outbox: the ${TEXTS_PER_MINUTE} messages told in one window's e-mail to each of ${mails.length} people, 0 twice; all mails so far ${allIds.length}, ${allIds.length - new Set(allIds).size} twice`,
  ];
}

/** The steady stream: reads and writes on every service through the front, `workers` at a time. */
function steadyStream(ctx, base) {
  const { userToken, adminToken, memberToken, domainId, customer, tag } = ctx;
  const ops = [
    ['GET', '/api/auth/me', userToken, undefined, 200],
    ['GET', '/api/user/requests/previous', userToken, undefined, 200],
    ['GET', '/api/admin/domains', undefined, undefined, 200],
    ['GET', '/api/member/tasks/current', memberToken, undefined, 200],
    // A filing, not a thread message: an account's thread texts are limited to 10 a minute on all replicas.
    // It carries an Idempotency-Key of its own, as the portal's New Request does.
    [
      'POST',
      '/api/user/requests',
      userToken,
      { service: 'Technical Support', domain_id: domainId, description: `Rolling ${tag}` },
      201,
      true,
    ],
    ['PUT', '/api/user/notifications/settings', userToken, { request_updates: true }, 200],
    ['PUT', '/api/admin/settings/public-figures', adminToken, { teamMembers: 12, departments: 4, clients: 30 }, 200],
    ['POST', '/api/auth/login', undefined, { email: customer.email, password: customer.password, role: 'user' }, 200],
  ];
  const stats = { sent: 0, ok: 0, failed: 0, reads: 0, writes: 0, failures: [] };
  let running = true;
  const worker = async (w) => {
    for (let i = w; running; i++) {
      const [method, pathname, token, body, expected, keyed] = ops[i % ops.length];
      const headers = keyed ? { 'idempotency-key': `rolling-${tag}-${w}-${i}` } : {};
      stats.sent++;
      stats[method === 'GET' ? 'reads' : 'writes']++;
      try {
        const res = await call(base, pathname, { method, token, body, headers });
        if (res.status === expected) stats.ok++;
        else {
          stats.failed++;
          stats.failures.push(`${method} ${pathname} ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      } catch (err) {
        stats.failed++;
        stats.failures.push(`${method} ${pathname} ${err.cause?.code ?? err.message}`);
      }
    }
  };
  const workers = Array.from({ length: 4 }, (_, w) => worker(w));
  return {
    stats,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Back after a restart: its healthcheck passes and its own readiness route answers 200 (at its new address). */
async function waitReady(ctx, service, replica, since) {
  for (;;) {
    const [info] = JSON.parse(await runAsync('podman', ['inspect', replica.id], ctx.env));
    const health = info.State.Health?.Status ?? info.State.Healthcheck?.Status;
    const ip = Object.values(info.NetworkSettings.Networks)[0]?.IPAddress;
    const ready = await fetchFresh(`http://${ip}:${service === 'gateway' ? 8080 : 3000}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (health === 'healthy' && ready) return;
    if (Date.now() - since > 120_000) ctx.fail(`${replica.name} not ready again after its restart (health ${health})`);
    await sleep(300);
  }
}

/** Each part, one replica at a time: stop (SIGTERM, its drain), start, wait until its healthcheck passes. */
async function rollingRestart(ctx, frontBackends) {
  const { env } = ctx;
  const stream = steadyStream(ctx, ctx.base);
  await sleep(2000);
  const times = [];
  for (const service of SCALED) {
    for (const replica of await replicasOf(service, env)) {
      const t = Date.now();
      await runAsync('podman', ['stop', '-t', '30', replica.id], env);
      await runAsync('podman', ['start', replica.id], env);
      await waitReady(ctx, service, replica, t);
      if (service === 'gateway') frontBackends.splice(0, frontBackends.length, ...(await replicasOf('gateway', env)));
      times.push(Date.now() - t);
    }
  }
  await sleep(2000);
  await stream.stop();
  const { stats } = stream;
  if (stats.failed) ctx.fail(`rolling restart dropped ${stats.failed} of ${stats.sent}: ${stats.failures.slice(0, 5).join('; ')}`);
  return `rolling restart: ${times.length} replicas (auth, user, member, admin, gateway; 2 each, one at a time, stop -> start -> healthy ${(Math.min(...times) / 1000).toFixed(1)}-${(Math.max(...times) / 1000).toFixed(1)} s each) under a steady stream of ${stats.sent} requests (${stats.reads} reads, ${stats.writes} writes, 4 at a time): ${stats.ok} ok, ${stats.failed} failed`;
}

/**
 * ctx: { run, containers, env, envFile, port, composeFiles, waitFor, step, fail, cleanup, tag, base,
 *        userToken, adminToken, memberToken, requestId, domainId, customer }
 */
export async function scaleSteps(ctx) {
  const smtp = await scaleOut(ctx);
  const gateways = (await replicasOf('gateway', ctx.env)).map((g) => ({ ...g, base: `http://127.0.0.1:${g.port}` }));
  const frontBackends = [...gateways];
  const front = await startFront(ctx.port, () => frontBackends);
  ctx.cleanup.push(() => front.close());
  ctx.step(
    `scaled out: ${SCALED.map((s) => `${s} x${ctx.containers().filter((c) => c.service === s).length}`).join(', ')}; the front: a TCP round-robin on port ${ctx.port} over the gateways' ports ${gateways.map((g) => g.port).join(', ')}`,
  );
  const users = await replicasOf('user', ctx.env);
  const auths = await replicasOf('auth', ctx.env);
  const figures = [
    await sharedLimits(ctx, gateways, auths),
    await idempotentRetry(ctx, gateways, users),
    ...(await liveAndOutbox(ctx, gateways, users, smtp)),
  ];
  console.log(`scale: ${figures.join('; ')}`);
  ctx.step('scale: limits, idempotency, live threads and the outbox across two replicas');
  console.log(await rollingRestart(ctx, frontBackends));
  ctx.step('rolling restart of every part, one replica at a time');
}
