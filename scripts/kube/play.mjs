// Plays deploy/kubernetes/overlays/small for real with `podman kube play`, as far as podman can: the nine
// units' Deployments with their ConfigMaps, Secret, probes' routes and security contexts, one pod each on a
// network of their own; then the gateway must answer /readyz and the home page must render in Chromium.
//   node scripts/kube/play.mjs             (needs the images `npm run test:compose` builds: agency-portal/<unit>:test)
//   the compose test's `kube:` step calls playKube() after its own stack is down.
// What podman does not implement (Services, Ingress, HPA, PDB, StatefulSet, Job, readiness probes,
// runAsNonRoot, seccomp) is checked by deploy/kubernetes/test/manifests.test.ts instead; see
// deploy/kubernetes/README.md. MongoDB is the devdb stand-in of the compose test: one server, no replica set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { stringify } from 'yaml';
import { isMainModule } from '../lib/run-as-main.mjs';
import { fetchFresh } from '../compose/fetch-fresh.mjs';

const require = createRequire(import.meta.url);
const { renderOverlay, requireKubectl } = require('./render.cjs');

const root = path.resolve(import.meta.dirname, '../..');
const UNITS = ['auth', 'user', 'member', 'admin', 'shell', 'mfe-public', 'mfe-portal', 'mfe-admin', 'gateway'];
// The compose test's MongoDB stand-in is a single server: the replica-set URI cannot be played here.
const PLAY_MONGODB_URI = 'mongodb://mongo:27017';

function run(cmd, args, env) {
  const res = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}): ${(res.stderr || res.stdout).slice(-2000)}`);
  return res.stdout.trim();
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The devdb stand-in as a Deployment: podman plays no StatefulSet. */
function mongoStandIn(prefix) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: `${prefix}mongo` },
    spec: {
      replicas: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': 'mongo' } },
      template: {
        metadata: { labels: { 'app.kubernetes.io/name': 'mongo' } },
        spec: { containers: [{ name: 'mongo', image: 'agency-portal/devdb-mongo', imagePullPolicy: 'Never' }] },
      },
    },
  };
}

/** One kube-play file per unit: the ConfigMaps and its Deployment, one replica, the locally built image. */
function playFiles(objs, { prefix, tag, port, dir }) {
  const configMaps = objs
    .filter((o) => o.kind === 'ConfigMap')
    .map((cm) => (cm.data.MONGODB_URI ? { ...cm, data: { ...cm.data, MONGODB_URI: PLAY_MONGODB_URI } } : cm));
  const files = { mongo: [mongoStandIn(prefix)] };
  for (const unit of UNITS) {
    const deployment = structuredClone(objs.find((o) => o.kind === 'Deployment' && o.metadata.name === unit));
    deployment.metadata.name = `${prefix}${unit}`;
    deployment.spec.replicas = 1;
    const container = deployment.spec.template.spec.containers[0];
    container.image = `agency-portal/${unit}:${tag}`;
    container.imagePullPolicy = 'Never';
    // podman 4.3 publishes every containerPort on the host (no hostPort means the same number), so only the
    // gateway's stays, on the test's port; the probes then name the port by number.
    const { containerPort } = container.ports[0];
    for (const probe of [container.readinessProbe, container.livenessProbe]) if (probe?.httpGet) probe.httpGet.port = containerPort;
    container.ports = unit === 'gateway' ? [{ containerPort, hostPort: port, hostIP: '127.0.0.1' }] : undefined;
    files[unit] = [...configMaps, deployment];
  }
  return Object.entries(files).map(([unit, docs]) => {
    const file = path.join(dir, `${unit}.yaml`);
    fs.writeFileSync(file, docs.map((d) => stringify(d)).join('---\n'));
    return { unit, file };
  });
}

/**
 * The Secret as a podman secret, where podman's secretKeyRef looks: podman 4.3 reads it as a JSON map of
 * key to base64 value (the Secret's data, without the line breaks kustomize puts in).
 */
function createSecret(secret, dir, env) {
  const data = Object.fromEntries(Object.entries(secret.data).map(([k, v]) => [k, String(v).replace(/\s/g, '')]));
  const file = path.join(dir, 'secret.json');
  fs.writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
  run('podman', ['secret', 'create', secret.metadata.name, file], env);
  return secret.metadata.name;
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if ((last = await check())) return last;
    } catch (err) {
      last = err;
    }
    await sleep(1000);
  }
  throw new Error(`kube play: timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

/** What podman made of the security contexts, and each container's memory after the checks. */
function inspectContainers(prefix, env) {
  const ids = run('podman', ['ps', '-q', '--filter', `name=^${prefix}`], env)
    .split('\n')
    .filter(Boolean);
  const containers = JSON.parse(run('podman', ['inspect', ...ids], env)).filter((c) => !c.IsInfra);
  const stats = JSON.parse(run('podman', ['stats', '--no-stream', '--format', 'json', ...ids], env));
  // podman mounts a tmpfs on /tmp of a read-only container, so an empty /tmp is what shows nothing writes.
  const tmpEntries = (c) => Number(run('podman', ['exec', c.Id, 'node', '-p', "require('fs').readdirSync('/tmp').length"], env));
  return containers.map((c) => ({
    name: c.Name,
    tmpEntries: c.Name.includes('mongo') ? 0 : tmpEntries(c),
    user: c.Config.User,
    readOnly: c.HostConfig.ReadonlyRootfs,
    capDrop: c.HostConfig.CapDrop ?? [],
    noNewPrivileges: (c.HostConfig.SecurityOpt ?? []).includes('no-new-privileges'),
    memory: stats
      .find((s) => c.Id.startsWith(s.id) || s.name === c.Name)
      ?.mem_usage?.split('/')[0]
      .trim(),
  }));
}

/** Plays the small overlay; resolves to the figures of the run; always tears down what it made. */
export async function playKube({ port = 8390, tag = 'test', env = process.env, chromiumPath = '/usr/bin/chromium' } = {}) {
  requireKubectl();
  const started = Date.now();
  const prefix = `kube${port}-`;
  const network = `${prefix}net`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-play-'));
  const objs = renderOverlay('small');
  const files = playFiles(objs, { prefix, tag, port, dir });
  let secretName;
  let browser;
  let figures;
  try {
    secretName = createSecret(
      objs.find((o) => o.kind === 'Secret'),
      dir,
      env,
    );
    run('podman', ['network', 'create', network], env);
    // One play per unit so each pod gets its unit's name on the network (the name its Service would give it).
    for (const { unit, file } of files) run('podman', ['kube', 'play', '--network', `${network}:alias=${unit}`, file], env);
    const base = `http://127.0.0.1:${port}`;
    const ready = await waitFor('the gateway /readyz', async () => (await fetchFresh(`${base}/readyz`)).status === 200, 180_000);
    const readyAfter = Date.now() - started;
    browser = await chromium.launch({ executablePath: chromiumPath });
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('navigation').first().getByRole('link', { name: 'ABOUT US', exact: true }).waitFor();
    figures = { ready, readyAfter, pods: files.length, containers: inspectContainers(prefix, env) };
  } finally {
    await browser?.close();
    for (const { file } of files) spawnSync('podman', ['kube', 'down', file], { env, stdio: 'ignore' });
    spawnSync('podman', ['network', 'rm', '-f', network], { env, stdio: 'ignore' });
    if (secretName) spawnSync('podman', ['secret', 'rm', secretName], { env, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const left = run('podman', ['pod', 'ps', '-q', '--filter', `name=^${prefix}`], env);
  if (left) throw new Error(`kube play: pods left behind: ${left.replace(/\n/g, ', ')}`);
  return figures;
}

/** The one line the compose test prints for this step. */
export function describePlay({ readyAfter, pods, containers }) {
  const units = containers.filter((c) => !c.name.includes('mongo'));
  const hardened = units.filter((c) => c.readOnly && c.user.startsWith('1000') && c.capDrop.length && c.noNewPrivileges);
  const wroteTmp = units.filter((c) => c.tmpEntries > 0).map((c) => c.name);
  const memory = containers.map((c) => `${c.name.replace(/^kube\d+-/, '').replace(/-pod(-\d+)?-.*$/, '')} ${c.memory}`).join(', ');
  return (
    `kube: podman kube play of overlays/small: ${pods} pods (9 units + the MongoDB stand-in), gateway /readyz 200 after ` +
    `${(readyAfter / 1000).toFixed(1)} s, / renders in Chromium; ${hardened.length}/${units.length} unit containers ` +
    `read-only root, uid 1000, capabilities dropped, no new privileges; /tmp written by ${wroteTmp.length ? wroteTmp.join(', ') : 'none'}; ` +
    `memory: ${memory}; not played: Services, Ingress, ` +
    'HPA, PDB, StatefulSet, Job, readiness probes (checked by deploy/kubernetes/test/manifests.test.ts)'
  );
}

if (isMainModule(import.meta.url)) {
  const env = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(root, 'scripts/compose/containers.conf') };
  playKube({ port: Number(process.env.KUBE_PLAY_PORT ?? 8390), env }).then(
    (figures) => console.log(describePlay(figures)),
    (err) => {
      console.error(err.stack ?? err);
      process.exit(1);
    },
  );
}
