// The second compilation of a front end's production build: its server entry (src/server/render.tsx),
// bundled with the same rules as the front end (so class names, CSS and asset URLs are the ones its pages
// use) into dist/server/render.js. The stylesheet of all its pages goes into the bundle, which gives each
// page the rules its markup uses (critical-css.ts). After the build it is run once in Node to render the
// pages that never change (the entry's STATIC_PATHS), written to dist/prerender/pages.json as
// { style, pages: { [path]: { status, head, markup, style } }, layoutFrame? }: each page with its own CSS,
// `style` the CSS of all pages, and the shell's layout (renderLayoutFrame in shell/src/server/render.tsx).
// The gateway reads them from where the front end is served, so a release of the front end brings its own
// server HTML.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import { buildBasics } from './rspack';
import { ALL_PAGES_CSS } from './server-html';

const BUNDLE = 'render.js';
const CSS = 'render.css';

/**
 * Renders the static pages in a child Node process. A child, because the browser build of React
 * schedules work through a MessageChannel, which would keep the build process alive. The child writes
 * them to a file, not to stdout: `process.exit` right after a large write to a pipe can cut it short
 * (seen in the Node 24 image build: the JSON ended at 146 KB).
 */
function renderStaticPages(serverDir: string): { pages: Record<string, unknown>; layoutFrame?: unknown } {
  const bundle = path.join(serverDir, BUNDLE);
  const out = path.join(serverDir, 'static-pages.tmp.json');
  // An entry that exports renderLayoutFrame (the shell's) adds the server HTML of its layout.
  const script = `const server = require(${JSON.stringify(bundle)});
Promise.all(server.STATIC_PATHS.map((p) => server.renderPage(p, { publicUrl: server.PUBLIC_URL_TOKEN }).then((page) => [p, page])))
  .then((pages) => { const layoutFrame = server.renderLayoutFrame && server.renderLayoutFrame();
        require('fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({ pages: Object.fromEntries(pages), layoutFrame })); process.exit(0); },
        (error) => { console.error(error); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    return JSON.parse(fs.readFileSync(out, 'utf8')) as { pages: Record<string, unknown>; layoutFrame?: unknown };
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/**
 * Puts the text of the emitted stylesheet into the bundle where its code names ALL_PAGES_CSS, once both
 * are minified. Fails the build unless that string is there exactly once.
 */
class InlineStylesheet {
  apply(compiler: Compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineStylesheet', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
      compilation.hooks.processAssets.tap({ name: 'InlineStylesheet', stage }, () => {
        const css = compilation.getAsset(CSS)?.source.source().toString() ?? '';
        const bundle = compilation.getAsset(BUNDLE)?.source.source().toString() ?? '';
        const token = new RegExp(`(["'\`])${ALL_PAGES_CSS}\\1`, 'g');
        const found = bundle.match(token)?.length ?? 0;
        if (found !== 1) {
          compilation.errors.push(new WebpackError(`${BUNDLE} names ${ALL_PAGES_CSS} ${found} times, not once: no CSS for the pages`));
          return;
        }
        compilation.updateAsset(BUNDLE, new sources.RawSource(bundle.replace(token, () => JSON.stringify(css))));
      });
    });
  }
}

/** After the bundle is written: the static pages, each with its CSS, and the CSS of all pages into dist/prerender/pages.json. */
class WritePrerenderedPages {
  constructor(private readonly dist: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedPages', () => {
      const serverDir = path.join(this.dist, 'server');
      const cssFile = path.join(serverDir, CSS);
      const style = fs.readFileSync(cssFile, 'utf8');
      fs.rmSync(cssFile);
      const { pages, layoutFrame } = renderStaticPages(serverDir);
      fs.mkdirSync(path.join(this.dist, 'prerender'), { recursive: true });
      fs.writeFileSync(path.join(this.dist, 'prerender', 'pages.json'), JSON.stringify({ style, pages, layoutFrame }));
    });
  }
}

export interface PrerenderOptions {
  /** The front end's folder: its ./src/server/render.tsx is built into its dist/. */
  root: string;
  /** The name of the front end's own compilation, whose `clean` empties dist/: this one runs after it. */
  after: string;
  /** Where the gateway serves the front end's files: asset URLs in the markup match the page's. */
  publicPath: string;
  /** The front end's own asset rules: the same file names, but the files themselves are the front end's. */
  assetRules?: RuleSetRule[];
}

export function prerenderConfig({ root, after, publicPath, assetRules = [] }: PrerenderOptions): Configuration {
  const { base } = buildBasics(true);
  const dist = path.join(root, 'dist');
  return {
    ...base,
    context: root,
    name: `${after}-server`,
    dependencies: [after],
    // The browser build of react-dom/server: it needs nothing from Node, and the CSS is emitted as a file.
    target: 'web',
    entry: { render: './src/server/render.tsx' },
    output: {
      path: path.join(dist, 'server'),
      filename: BUNDLE,
      cssFilename: CSS,
      library: { type: 'commonjs2' },
      // One file: the gateway loads exactly one.
      asyncChunks: false,
      publicPath,
      clean: true,
    },
    // React and its server renderer are bundled in: the markup must not depend on what is installed where.
    optimization: { splitChunks: false, runtimeChunk: false, minimize: true },
    module: {
      ...base.module,
      rules: [...base.module.rules, ...assetRules.map((rule) => ({ ...rule, generator: { ...(rule.generator ?? {}), emit: false } }))],
    },
    plugins: [new InlineStylesheet(), new WritePrerenderedPages(dist)],
  };
}
