/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so the jest test (through swc) and an ES-module script both load it */
// Renders an overlay of deploy/kubernetes the way an operator does (secrets from make-secrets.mjs, then
// `kubectl kustomize`), from a throw-away copy so no secret is ever written into the repository.
// CommonJS so both the jest test and scripts/kube/play.mjs load it.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseAllDocuments } = require('yaml');

const root = path.resolve(__dirname, '../..');
const kubeDir = path.join(root, 'deploy/kubernetes');

/** Throws a plain instruction when kubectl is not installed: the manifests cannot be checked without it. */
function requireKubectl() {
  const res = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  if (res.error || res.status !== 0)
    throw new Error(
      `kubectl is missing (${res.error ? res.error.message : res.stderr}): the manifests cannot be rendered. ` +
        'Install it with `apt-get install -y kubernetes-client` (.ci/run does).',
    );
}

/** Every object of `deploy/kubernetes/overlays/<overlay>`, as plain objects. */
function renderOverlay(overlay) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-render-'));
  try {
    fs.cpSync(kubeDir, work, { recursive: true, filter: (src) => path.basename(src) !== 'secrets.env' });
    const secrets = execFileSync(process.execPath, [path.join(root, 'scripts/make-secrets.mjs'), '--kustomize'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(work, 'base/secrets.env'), secrets, { mode: 0o600 });
    const text = execFileSync('kubectl', ['kustomize', path.join(work, 'overlays', overlay)], { encoding: 'utf8', stdio: 'pipe' });
    return parseAllDocuments(text)
      .map((doc) => doc.toJS())
      .filter(Boolean);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

module.exports = { requireKubectl, renderOverlay };
