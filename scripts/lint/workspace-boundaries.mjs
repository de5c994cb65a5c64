// The lines between workspaces (ARCHITECTURE.md, STYLE.md) as an ESLint rule, so a crossing fails `npm run lint`
// instead of waiting for a reviewer: remotes are deployed on their own, so a remote never imports another remote
// or the shell and the shell never imports a remote's source (it loads remotes at run time); services share no
// code, so a service never imports another service and the gateway never imports a service; packages/ never
// import an app. Tests are held to the same lines: a test that needs several services lives in integration/,
// the one workspace that may import every app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every workspace of the root package.json: its folder (relative, '/'-separated), package name and kind. */
export function listWorkspaces(root = repoRoot) {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return patterns
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, name: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name, kind: kindOf(dir) }));
}

function kindOf(dir) {
  if (dir === 'shell') return 'shell';
  if (dir.startsWith('mfe-')) return 'remote';
  if (dir.startsWith('services/')) return 'service';
  if (dir.startsWith('packages/')) return 'package';
  return dir; // gateway, integration, e2e
}

/** Why `from` may not import `to`, or null when it may. */
export function crossingReason(from, to) {
  if (from.dir === to.dir) return null;
  if (from.kind === 'integration' || from.kind === 'e2e') return null;
  if (to.kind === 'integration' || to.kind === 'e2e') return `only the test workspaces themselves import ${to.dir}`;
  if (from.kind === 'remote' && (to.kind === 'remote' || to.kind === 'shell'))
    return 'a remote is deployed on its own: it never imports another remote or the shell (share through packages/)';
  if (from.kind === 'shell' && to.kind === 'remote')
    return "the shell loads remotes at run time (loadRemote): it never imports a remote's source";
  if (from.kind === 'service' && to.kind === 'service')
    return 'services share no code: call its API, share through packages/, or put a test that needs both in integration/';
  if (from.kind === 'gateway' && to.kind === 'service')
    return 'the gateway only proxies services: it never imports their code (a test that needs both goes in integration/)';
  if (from.kind === 'package' && to.kind !== 'package') return `packages/ are shared by the apps: they never import one (${to.dir})`;
  return null;
}

function workspaceOfFile(workspaces, root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return workspaces.find((w) => rel === w.dir || rel.startsWith(`${w.dir}/`));
}

function workspaceOfSpecifier(workspaces, root, file, specifier) {
  if (specifier.startsWith('.')) return workspaceOfFile(workspaces, root, path.resolve(path.dirname(file), specifier));
  return workspaces.find((w) => specifier === w.name || specifier.startsWith(`${w.name}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
export const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the lines drawn between workspaces (ARCHITECTURE.md)' },
    messages: { crossing: '{{from}} must not import {{to}}: {{reason}}.' },
    schema: [],
  },
  create(context) {
    const root = repoRoot;
    const workspaces = listWorkspaces(root);
    const from = workspaceOfFile(workspaces, root, context.filename);
    if (!from) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = workspaceOfSpecifier(workspaces, root, context.filename, node.value);
      const reason = to && crossingReason(from, to);
      if (reason) context.report({ node, messageId: 'crossing', data: { from: from.dir, to: to.dir, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
        // jest.mock('../../auth/src/x') reaches into a workspace just as an import does.
        if (node.callee.type === 'MemberExpression' && node.callee.object.name === 'jest') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'workspace-boundaries': workspaceBoundaries } };
