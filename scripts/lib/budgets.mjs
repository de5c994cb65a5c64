// What a first visit downloads, from the build output alone (deterministic, no browser): the JavaScript
// of `/` (the shell's start-up files named in its index.html, the public remote's entry and the home
// page's chunks, and the shell's shared libraries those chunks consume) and each remote's first route (its manifest, entry, ./pages and that page's chunks,
// from page-chunks.json written by @agency/mf-config's PageChunksPlugin). Sizes are gzip level 9, as
// `npm run bench` measures them in a browser.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Ceilings in KB gzip: the targets where they are met, else what the builds weigh now rounded up by half a
 * KB, so nothing grows unnoticed (growth is a decision). `/` has a floor of ~117 KB (react-dom, react, the
 * federation runtime, the router, the public remote's entry) and meets its target of 130 KB: 129.8 on
 * 2026-11-27 (the same commit built in another folder weighs up to ~0.2 KB less or more: Rspack splits the
 * shared chunks a little differently with the checkout's path; what is left to gain is in
 * docs/performance.md). The signed-in remotes' first routes carry TanStack Query (bundled in each, never
 * in `/`): 30 KB each (issue 35); the public remote's ceiling holds it where it is.
 */
export const BUDGETS = {
  '/': 130,
  'mfe-public first route (/)': 13,
  'mfe-portal first route (/user-dashboard)': 30,
  'mfe-admin first route (/admin)': 30,
};

const REMOTES = [
  { dir: 'mfe-public', name: 'mfe-public first route (/)', page: './features/home/components/home-page' },
  { dir: 'mfe-portal', name: 'mfe-portal first route (/user-dashboard)', page: './features/user-dashboard/components/user-dashboard-page' },
  { dir: 'mfe-admin', name: 'mfe-admin first route (/admin)', page: './app/admin-area' },
];

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function readJson(file) {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm run build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The files of a remote's first route, relative to its dist/. */
function remoteFiles(dist, page, { withManifest }) {
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const chunks = readJson(path.join(dist, 'page-chunks.json'));
  if (!chunks[page]) throw new Error(`${dist}: page-chunks.json has no ${page}`);
  const expose = manifest.exposes.find((e) => e.path === './pages');
  return [
    ...(withManifest ? ['mf-manifest.json'] : []),
    manifest.metaData.remoteEntry.name,
    ...expose.assets.js.sync,
    ...chunks[page].filter((file) => file.endsWith('.js')),
  ];
}

/** The shell's start-up JavaScript: the scripts and script preloads of its index.html. */
function shellFiles(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*href="\/([^"]+\.js)"[^>]*>/g)].map(
    (m) => m[1],
  );
  return [...new Set(srcs)];
}

function measure(name, dist, files) {
  const unique = [...new Set(files)];
  const sizes = unique.map((file) => ({ file: path.join(path.basename(path.dirname(dist)), file), gzip: gzipSize(path.join(dist, file)) }));
  return { name, gzip: sizes.reduce((n, f) => n + f.gzip, 0), files: sizes };
}

/**
 * The shell's shared libraries a remote's `files` need: what the shell provides for each key their chunk
 * groups consume (shared-use.json of both builds). The shell downloads them only when asked, so a page
 * that needs more of them than the shell's start-up is charged for it. A consumed key the shell does not
 * provide would fail in the browser: that fails the check too.
 */
function sharedFromShell(shellDist, remoteDist, files) {
  const shell = readJson(path.join(shellDist, 'shared-use.json'));
  const remote = readJson(path.join(remoteDist, 'shared-use.json'));
  const keys = new Set(files.flatMap((file) => remote.consumes[file] ?? []));
  return [...keys].flatMap((key) => {
    if (!shell.provides[key])
      throw new Error(`${path.basename(path.dirname(remoteDist))} consumes ${key}, which the shell does not provide`);
    return shell.provides[key].filter((file) => file.endsWith('.js'));
  });
}

/** Each budgeted download with its size and whether it fits. `root` holds shell/dist and mfe-* /dist. */
export function checkBudgets(root, budgets = BUDGETS) {
  const shellDist = path.join(root, 'shell', 'dist');
  const publicDist = path.join(root, 'mfe-public', 'dist');
  const publicFiles = remoteFiles(publicDist, REMOTES[0].page, { withManifest: false });
  const home = [
    measure('/', shellDist, [...shellFiles(shellDist), ...sharedFromShell(shellDist, publicDist, publicFiles)]),
    measure('/', publicDist, publicFiles),
  ];
  const rows = [{ name: '/', gzip: home[0].gzip + home[1].gzip, files: [...home[0].files, ...home[1].files] }];
  for (const remote of REMOTES) {
    const dist = path.join(root, remote.dir, 'dist');
    const files = remoteFiles(dist, remote.page, { withManifest: true });
    sharedFromShell(shellDist, dist, files);
    rows.push(measure(remote.name, dist, files));
  }
  return rows.map((row) => ({ ...row, budgetKb: budgets[row.name], ok: row.gzip <= budgets[row.name] * 1024 }));
}
