// `npm run test:compose`: builds every image, runs docker-compose.yml for real and checks what operators
// and teams rely on: every healthcheck passes; pages render in Chromium through the gateway's published
// port; sign-up -> request -> approve -> assign -> the member's task; one remote released alone; a crashed
// service restarted by its restart policy; nothing left behind. One line per step with its time.
//
// On this project's machines there is no Docker engine: podman (as root) serves the Docker API that
// Debian's docker-compose drives; base images cannot be pulled, so stand-ins are built (stand-ins.sh), and
// MongoDB is replaced by packages/devdb (docker-compose.devdb.yml). README "Docker" says what differs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describePlay, playKube } from '../kube/play.mjs';
import { METRICS_PARTS, startPrometheus } from './prometheus.mjs';
import { scaleSteps } from './scale-steps.mjs';
import { checkReleases } from './release-steps.mjs';
import { fetchFresh } from './fetch-fresh.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.COMPOSE_TEST_PORT ?? 8380);
const BASE = `http://127.0.0.1:${PORT}`;
const PROJECT = process.env.COMPOSE_PROJECT ?? `agency-test-${PORT}`;
// The compose file seeds no admin unless told: the test's operator sets one, as a real one would.
const ADMIN = { email: 'admin@agency.local', password: 'Compose-admin-123' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Its own tag, so two checkouts testing at once do not run each other's images.
const TAG = process.env.COMPOSE_IMAGE_TAG ?? 'test';
export const IMAGES = {
  auth: ['service', { SERVICE: 'auth' }],
  user: ['service', { SERVICE: 'user' }],
  member: ['service', { SERVICE: 'member' }],
  admin: ['service', { SERVICE: 'admin' }],
  gateway: ['gateway', {}],
  shell: ['web', { APP: 'shell' }],
  'mfe-public': ['web', { APP: 'mfe-public' }],
  'mfe-portal': ['web', { APP: 'mfe-portal' }],
  'mfe-admin': ['web', { APP: 'mfe-admin' }],
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-compose-'));
const env = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(root, 'scripts/compose/containers.conf'),
  DOCKER_HOST: `unix://${work}/podman.sock`,
  COMPOSE_PROJECT_NAME: PROJECT,
  PORT: String(PORT),
  IMAGE_TAG: TAG,
};
const started = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
let stepStart = Date.now();
function step(text) {
  console.log(`[compose-test ${secs(Date.now() - started).padStart(7)}] ${text} (${secs(Date.now() - stepStart)})`);
  stepStart = Date.now();
}
function fail(text) {
  throw new Error(text);
}
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
  if (res.status !== 0) fail(`${cmd} ${args.join(' ')} failed (${res.status}):\n${(res.stderr || res.stdout || '').slice(-4000)}`);
  return res.stdout.trim();
}
const podman = (...args) => run('podman', args);
const composeFiles = [
  ...['-f', 'docker-compose.yml', '-f', 'scripts/compose/docker-compose.devdb.yml'],
  ...['-f', 'scripts/compose/docker-compose.metrics.yml'],
  ...['--env-file', `${work}/.env`],
];
const compose = (...args) => run('docker-compose', [...composeFiles, ...args]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The project's containers by compose service: [{ id, name, service, startedAt, health, restarts }]. */
function containers() {
  const ids = podman('ps', '-aq', '--filter', `label=com.docker.compose.project=${PROJECT}`).split('\n').filter(Boolean);
  if (!ids.length) return [];
  return JSON.parse(podman('inspect', ...ids)).map((c) => ({
    id: c.Id,
    name: c.Name.replace(/^\//, ''),
    service: c.Config.Labels['com.docker.compose.service'],
    startedAt: c.State.StartedAt,
    status: c.State.Status,
    pid: c.State.Pid,
    health: c.State.Health?.Status ?? c.State.Healthcheck?.Status,
    restarts: c.RestartCount ?? c.State.RestartCount ?? 0,
  }));
}
const byService = (service) => containers().filter((c) => c.service === service);

/**
 * No systemd here, so podman's healthcheck timers never fire: every container's healthcheck is run every
 * 2 s while anything waits on `service_healthy` (a Docker host runs them itself). A shell loop in a
 * process of its own, since `docker-compose up` runs synchronously in this one.
 */
function healthcheckLoop() {
  const script = `while :; do for c in $(podman ps -q --filter label=com.docker.compose.project=${PROJECT}); do podman healthcheck run "$c" >/dev/null 2>&1 & done; wait; sleep 2; done`;
  const loop = spawn('bash', ['-c', script], { env, stdio: 'ignore', detached: true });
  return () => {
    try {
      process.kill(-loop.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if ((last = await check())) return last;
    } catch (err) {
      last = err;
    }
    await sleep(500);
  }
  fail(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

async function api(pathname, { method = 'GET', body, token } = {}) {
  const res = await fetchFresh(`${BASE}${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((err) => {
    // fetch says only "fetch failed"; the cause (refused, reset, timed out) is what tells a failure apart.
    throw new Error(`${method} ${pathname}: ${err.message} (${err.cause?.code ?? err.cause?.message ?? 'no cause given'})`, { cause: err });
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}
async function expectStatus(pathname, status, options) {
  const res = await api(pathname, options);
  if (res.status !== status)
    fail(`${options?.method ?? 'GET'} ${pathname}: expected ${status}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

function buildImage(name, context = root, extraArgs = {}) {
  const [target, args] = IMAGES[name];
  const buildArgs = Object.entries({ ...args, ...extraArgs }).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
  // Docker format: the OCI format has no HEALTHCHECK.
  run('podman', ['build', '-q', '--format', 'docker', '--target', target, ...buildArgs, '-t', `agency-portal/${name}:${TAG}`, context]);
}
const imageSize = (name) => Number(podman('image', 'inspect', '--format', '{{.Size}}', name));
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

async function main() {
  fs.writeFileSync(
    `${work}/.env`,
    `${run('node', ['scripts/make-secrets.mjs'])}\nSEED_DEMO=1\nSEED_ADMIN_EMAIL=${ADMIN.email}\nSEED_ADMIN_PASSWORD=${ADMIN.password}\n`,
  );
  removeProjectContainers();
  podmanService = spawn('podman', ['system', 'service', '--time=0', env.DOCKER_HOST], { env, stdio: 'ignore' });
  await waitFor('the podman API socket', () => fs.existsSync(`${work}/podman.sock`), 20_000);
  step(`podman API at ${env.DOCKER_HOST}, compose project ${PROJECT}, gateway on port ${PORT}`);

  run('bash', ['scripts/compose/stand-ins.sh', 'node']);
  step('base image node:24-bookworm-slim present (pulled, or a cached stand-in)');

  // The first image pays for `npm ci` (shared layer); the others reuse it.
  const sizes = {};
  for (const name of Object.keys(IMAGES)) {
    const t = Date.now();
    buildImage(name);
    sizes[name] = imageSize(`agency-portal/${name}:${TAG}`);
    step(`built image ${name}: ${mb(sizes[name])} in ${secs(Date.now() - t)}`);
  }
  compose('build', '-q', 'mongo');
  step(`built the MongoDB stand-in (packages/devdb): ${mb(imageSize('agency-portal/devdb-mongo'))}`);
  console.log(
    `image sizes: ${Object.entries(sizes)
      .map(([n, s]) => `${n} ${mb(s)}`)
      .join(', ')} (base ${mb(imageSize('node:24-bookworm-slim'))})`,
  );
  for (const name of Object.keys(IMAGES)) {
    const inside = run('podman', [
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      `agency-portal/${name}:${TAG}`,
      '-c',
      'id -un; find /app -path /app/node_modules -prune -o \\( -name "*.map" -o -name "*.ts" -o -name "*.test.*" -o -name test \\) -print | head -5; ls -d /app/node_modules/tsx /app/node_modules/typescript /app/node_modules/@swc 2>/dev/null; true',
    ]);
    const [user, ...unwanted] = inside.split('\n');
    if (user !== 'node') fail(`image ${name} runs as ${user}, not node`);
    if (unwanted.length) fail(`image ${name} holds dev files: ${unwanted.join(', ')}`);
    const health = podman('image', 'inspect', '--format', '{{json .Config.Healthcheck}}', `agency-portal/${name}:${TAG}`);
    if (!health.includes('CMD')) fail(`image ${name} has no HEALTHCHECK`);
  }
  step(
    'every image: runs as node, has a HEALTHCHECK; our code in it is compiled JS without source maps or tests; no tsx, TypeScript or swc',
  );

  const stopHealth = healthcheckLoop();
  cleanup.push(stopHealth);
  compose('up', '-d', '--no-build');
  const all = containers();
  const unhealthy = all.filter((c) => c.health !== 'healthy');
  if (all.length !== 10 || unhealthy.length) {
    await waitFor('every container healthy', () => containers().every((c) => c.health === 'healthy'), 60_000);
  }
  step(
    `stack up, all ${containers().length} containers healthy: ${containers()
      .map((c) => c.service)
      .sort()
      .join(', ')}`,
  );

  const prometheus = await scrapeEveryPart();

  const browser = await chromium.launch({ executablePath: CHROMIUM });
  cleanup.push(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${BASE}/`);
  await page.getByRole('navigation').first().getByRole('link', { name: 'ABOUT US', exact: true }).waitFor();
  await page.getByRole('link', { name: "Let's Grow Together" }).first().waitFor();
  step('Chromium: the home page (shell + public remote) renders through the gateway');
  await page.goto(`${BASE}/team`);
  await page.getByRole('heading', { name: 'Our Core Domains' }).waitFor();
  if (errors.length) fail(`page errors: ${errors.join('; ')}`);
  step('Chromium: /team (a page of the public remote, data from the admin service) renders');
  // The server HTML each front end's image built, as the gateway reads it from that front end's container.
  for (const [pathname, heading] of [
    ['/about', 'Technology partners for small businesses'],
    ['/login', 'Welcome Back'],
  ]) {
    const html = await (await fetchFresh(`${BASE}${pathname}`, { headers: { accept: 'text/html' } })).text();
    if (!html.includes(heading) || !html.includes('id="prerendered-style"')) fail(`${pathname}: no server HTML with "${heading}"`);
  }
  step('server HTML of /about (from the mfe-public container) and /login (from the shell container) in the pages as sent');

  const tag = Date.now().toString(36);
  const customer = { name: 'Compose Customer', email: `compose-${tag}@example.com`, password: 'Compose-pass-123' };
  await expectStatus('/api/auth/signup', 201, { method: 'POST', body: customer });
  const userToken = (await expectStatus('/api/auth/login', 200, { method: 'POST', body: { ...customer, role: 'user' } })).token;
  const admin = await expectStatus('/api/auth/login', 200, {
    method: 'POST',
    body: { ...ADMIN, role: 'admin' },
  });
  const domains = await expectStatus('/api/admin/domains', 200);
  const domain = domains[0] ?? fail('no domains seeded');
  const description = `Compose test request ${tag}`;
  const request = await expectStatus('/api/user/requests', 201, {
    method: 'POST',
    token: userToken,
    body: { service: 'Technical Support', domain_id: domain.domain_id, description },
  });
  await expectStatus(`/api/admin/requests/${request.req_id}/respond`, 200, {
    method: 'POST',
    token: admin.token,
    body: { status: 'approved' },
  });
  // admin -> auth (account creation, a bcrypt hash) has a 3 s deadline that a machine loaded by other
  // builds can miss: then 503, and the next attempt uses a new address (the first may exist by now).
  let member;
  let created;
  for (let attempt = 1; ; attempt++) {
    member = { name: `Compose Member ${tag}-${attempt}`, email: `member-${tag}-${attempt}@example.com`, password: 'Welcome-pass-1' };
    const res = await api('/api/admin/members', {
      method: 'POST',
      token: admin.token,
      body: { ...member, empId: `CT-${tag}-${attempt}`, domain_ids: [domain.domain_id], skillTags: ['Support'] },
    });
    if (res.status === 201) {
      created = res.body;
      break;
    }
    if (res.status !== 503 || attempt === 3) fail(`POST /api/admin/members: ${res.status} ${JSON.stringify(res.body)}`);
    console.log(`  (creating the member answered 503 ${res.body?.error}; attempt ${attempt + 1})`);
  }
  const memberId =
    created.member_id ??
    created.id ??
    created.member?.member_id ??
    created.member?.id ??
    fail(`no member id in ${JSON.stringify(created)}`);
  await expectStatus(`/api/admin/requests/${request.req_id}/assign`, 201, {
    method: 'POST',
    token: admin.token,
    body: { memberIds: [memberId] },
  });
  const first = await expectStatus('/api/auth/login', 200, { method: 'POST', body: { ...member, role: 'member' } });
  const changed = await expectStatus('/api/auth/change-password', 200, {
    method: 'POST',
    token: first.token,
    body: { newPassword: 'Member-own-pass-2' },
  });
  const task = (await expectStatus('/api/member/tasks/current', 200, { token: changed.token })).task;
  if (task?.description !== description) fail(`the member's task is ${JSON.stringify(task)}`);
  step('sign-up -> login -> service request -> admin approves and assigns -> the member sees the task');
  // Reads of every part while Prometheus watches: a series is born at its first request, so rate() needs
  // requests after Prometheus first saw it (the flow above may all fall between two scrapes).
  const reads = () =>
    Promise.all([
      api('/api/auth/me', { token: userToken }),
      api('/api/user/requests/previous', { token: userToken }),
      api('/api/member/tasks/current', { token: changed.token }),
      api('/api/admin/domains', { token: admin.token }),
    ]);
  step(await trafficSeenByPrometheus(prometheus, reads));

  // Release mfe-public alone: a build context with one visible change and a new page (PUBLIC_NEWS_PAGE=1:
  // /news, linked in the footer), the same image name, then only that service's container is replaced.
  const keep = Object.fromEntries(
    ['gateway', 'shell', 'mfe-portal', 'mfe-admin', 'auth', 'user', 'member', 'admin'].map((s) => [s, byService(s)[0]]),
  );
  const oldPublic = byService('mfe-public')[0];
  const context = `${work}/release`;
  const files = run('git', ['ls-files', '-co', '--exclude-standard']).split('\n');
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(context, file));
  }
  const teamPage = path.join(context, 'mfe-public/src/features/team/components/team-page.tsx');
  fs.writeFileSync(teamPage, fs.readFileSync(teamPage, 'utf8').replace('Our Core Domains', `Our Core Domains, release ${tag}`));
  let t = Date.now();
  if ((await api('/news')).status !== 404) fail('/news exists before the release that adds it');
  buildImage('mfe-public', context, { PUBLIC_NEWS_PAGE: '1' });
  const buildMs = Date.now() - t;
  step(`release: rebuilt mfe-public with a visible change and a new page in ${secs(buildMs)}`);
  t = Date.now();
  compose('up', '-d', '--no-build', '--no-deps', 'mfe-public');
  await waitFor('the new mfe-public healthy', () => byService('mfe-public')[0]?.health === 'healthy', 60_000);
  const newPublic = byService('mfe-public')[0];
  if (newPublic.id === oldPublic.id) fail('mfe-public was not replaced');
  for (const [name, before] of Object.entries(keep)) {
    const now = byService(name)[0];
    if (now.id !== before.id || now.startedAt !== before.startedAt) fail(`${name} was restarted by the release of mfe-public`);
  }
  step(
    `release: only mfe-public replaced (${oldPublic.id.slice(0, 12)} -> ${newPublic.id.slice(0, 12)}) in ${secs(Date.now() - t)}; gateway, shell, other remotes, services: same ids and start times`,
  );
  const fresh = await browser.newPage();
  await fresh.goto(`${BASE}/team`);
  await fresh.getByRole('heading', { name: `Our Core Domains, release ${tag}` }).waitFor();
  step('release: a fresh page load in Chromium shows the new remote');
  await checkNewPage(browser, { keep, buildMs, swapStarted: t });

  // Releases as pointers: mfe-public's volume now keeps its first build and the release above.
  await checkReleases({
    base: BASE,
    root,
    env: { ...env, OPERATOR_TOKEN: /^OPERATOR_TOKEN=(.*)$/m.exec(fs.readFileSync(`${work}/.env`, 'utf8'))[1] },
    browser,
    step,
    fail,
    listReleases: () => podman('exec', byService('mfe-public')[0].id, 'ls', '/releases').split('\n').filter(Boolean),
    adminToken: admin.token,
    tag,
  });

  // A crash, not an operator's stop: the service's process is killed from outside, as the OOM killer would.
  const victim = byService('user')[0];
  process.kill(victim.pid, 'SIGKILL');
  await waitFor(
    'the user service down',
    async () => (await api('/api/user/requests/previous', { token: userToken })).status >= 500,
    20_000,
  ).catch(
    () => undefined, // it may already be back
  );
  await expectStatus('/api/admin/domains', 200);
  await expectStatus('/api/auth/me', 200, { token: userToken }).catch(async () => expectStatus('/api/admin/domains', 200));
  const home = await api('/');
  if (home.status !== 200) fail(`/ answered ${home.status} while user was down`);
  step('killed the user service (SIGKILL): the gateway, the pages and the other services keep answering');
  await waitFor(
    'the user service back',
    async () => (await api('/api/user/requests/previous', { token: userToken })).status === 200,
    90_000,
  );
  const back = byService('user')[0];
  step(
    `the user service came back by its restart policy (restart count ${victim.restarts} -> ${back.restarts}, same container ${back.id === victim.id})`,
  );

  await browser.close();
  cleanup.pop();
  // Two of every service and of the gateway: nothing lost or doubled, a rolling restart drops nothing.
  const scaleContext = {
    run,
    containers,
    env,
    envFile: `${work}/.env`,
    port: PORT,
    composeFiles,
    waitFor,
    step,
    fail,
    cleanup,
    tag,
    base: BASE,
  };
  await scaleSteps({
    ...scaleContext,
    userToken,
    adminToken: admin.token,
    memberToken: changed.token,
    requestId: request.req_id,
    domainId: domain.domain_id,
    customer,
  });
  await stopHealth();
  compose('down', '-v', '--remove-orphans', '--timeout', '10');
  const left = [
    ...podman('ps', '-aq', '--filter', `label=com.docker.compose.project=${PROJECT}`).split('\n'),
    ...podman('network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`).split('\n'),
    ...podman('volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`).split('\n'),
  ].filter(Boolean);
  if (left.length) fail(`left behind: ${left.join(', ')}`);
  step('stack stopped: no container, network or volume of the project left (images stay as the build cache)');

  // The Kubernetes manifests on the same images, as far as podman plays them (scripts/kube/play.mjs).
  step(describePlay(await playKube({ port: PORT + 10, tag: TAG, env, chromiumPath: CHROMIUM })));
}

/** The host's prometheus scraping each replica's published metrics port; /metrics is on no public port. */
async function scrapeEveryPart() {
  const targets = Object.fromEntries(
    METRICS_PARTS.map((part) => [
      part,
      byService(part).map((c) => podman('port', c.id, '9464/tcp').split('\n')[0].replace('0.0.0.0', '127.0.0.1')),
    ]),
  );
  const prometheus = await startPrometheus({
    targets,
    dir: `${work}/prometheus`,
    rulesFile: path.join(root, 'deploy/prometheus/alerts.yml'),
  });
  cleanup.push(() => prometheus.stop());
  await expectStatus('/metrics', 404);
  await expectStatus('/api/user/metrics', 404);
  step(
    `prometheus on port ${prometheus.port} scraping ${Object.values(targets).flat().length} metrics ports; the gateway's public port answers 404 to /metrics and /api/user/metrics`,
  );
  return prometheus;
}

/** After the traffic: every part scraped and up, and its request rate (health checks left out) above zero. */
async function trafficSeenByPrometheus(prometheus, reads) {
  const figures = await waitFor(
    'every part scraped, up, with a request rate above zero',
    async () => {
      await reads();
      const f = await prometheus.figures();
      const ok = METRICS_PARTS.every((p) => f.targets[p] > 0 && f.up[p] === f.targets[p] && f.rates[p] > 0);
      return ok ? f : fail(`not yet: ${JSON.stringify(f)}`);
    },
    60_000,
  );
  const [placed] = await prometheus.query('sum(agency_requests_placed_total)');
  if (!(placed?.value >= 1)) fail(`agency_requests_placed_total is ${placed?.value}`);
  const rates = METRICS_PARTS.map((p) => `${p} ${figures.rates[p].toFixed(2)}`).join(', ');
  const targets = Object.values(figures.targets).reduce((a, b) => a + b, 0);
  const up = Object.values(figures.up).reduce((a, b) => a + b, 0);
  return `prometheus: ${METRICS_PARTS.length} parts scraped (${targets} targets, ${up} up), request rate over 1 min without health checks (req/s): ${rates}; requests placed ${placed.value}; ${figures.rules} alert rules loaded`;
}

const cleanup = [];
/**
 * The page the release of mfe-public alone added (/news): its link where the remote put it (the footer's
 * Company column), its server HTML and title, its sitemap entry; every other container kept its id and start.
 */
async function checkNewPage(browser, { keep, buildMs, swapStarted }) {
  const page = await browser.newPage();
  await page.goto(`${BASE}/`);
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'News' }).click();
  await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
  await waitFor('the tab title of /news', async () => (await page.title()).startsWith('News'), 10_000);
  const pageMs = Date.now() - swapStarted;
  const html = await (await fetchFresh(`${BASE}/news`, { headers: { accept: 'text/html' } })).text();
  if (!/<title>News\b/.test(html) || !html.includes('<h1>News</h1>')) fail(`/news has no server HTML: ${html.slice(0, 300)}`);
  const sitemap = await (await fetchFresh(`${BASE}/sitemap.xml`)).text();
  if (!sitemap.includes(`/news</loc>`)) fail('sitemap.xml does not list /news');
  for (const [name, before] of Object.entries(keep)) {
    const now = byService(name)[0];
    if (now.id !== before.id || now.startedAt !== before.startedAt) fail(`${name} was restarted by the release of mfe-public`);
  }
  await page.close();
  step(
    `new page: /news shipped by releasing mfe-public alone (image built in ${secs(buildMs)}, container swap to the page in Chromium ${secs(pageMs)}): footer link, server HTML and title, sitemap entry; ${Object.keys(keep).join(', ')} kept their ids and start times`,
  );
}

/** The `podman system service` docker-compose talks to; stopped last, after `down` has used it. */
let podmanService;

/**
 * Removes this project's containers and network with podman itself (no API needed). A container left
 * running keeps podman's CNI rules that send its published loopback port to it: any other program that
 * later listens on that port (port 0 can pick it) has its connections refused (seen: CI's jest, after an
 * interrupted run left two stacks behind).
 */
function removeProjectContainers() {
  const quiet = { cwd: root, env, encoding: 'utf8' };
  const ids = spawnSync('podman', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${PROJECT}`], quiet)
    .stdout?.split('\n')
    .filter(Boolean);
  if (ids?.length) spawnSync('podman', ['rm', '-f', '-t', '0', ...ids], quiet);
  const networks = spawnSync('podman', ['network', 'ls', '-q', '--filter', `name=^${PROJECT}_`], quiet)
    .stdout?.split('\n')
    .filter(Boolean);
  if (networks?.length) spawnSync('podman', ['network', 'rm', '-f', ...networks], quiet);
}

let cleaning;
const cleanUp = () => (cleaning ??= tearDown());
async function tearDown() {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  spawnSync('docker-compose', [...composeFiles, 'down', '-v', '--remove-orphans', '--timeout', '5'], { cwd: root, env, stdio: 'ignore' });
  podmanService?.kill();
  removeProjectContainers();
  fs.rmSync(work, { recursive: true, force: true });
}

// Stopped from outside (Ctrl-C, a CI time-out): the stack goes too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`compose test stopped by ${signal}: removing project ${PROJECT}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main().then(
  async () => {
    await cleanUp();
    console.log(`compose test passed in ${secs(Date.now() - started)}`);
  },
  async (err) => {
    console.error(`compose test FAILED after ${secs(Date.now() - started)}: ${err.stack ?? err}`);
    try {
      if (fs.existsSync(`${work}/.env`))
        console.error(spawnSync('docker-compose', [...composeFiles, 'ps'], { cwd: root, env, encoding: 'utf8' }).stdout);
    } catch {}
    await cleanUp();
    process.exit(1);
  },
);
