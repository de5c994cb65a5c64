// The second compilation of a production build: src/prerender/home-hero.tsx bundled with the same rules
// as the remote (so class names, CSS and asset URLs are the ones the page uses), run once in Node, and
// written to dist/prerender/home.json as { style, markup } for the gateway to inline in `/`'s index.html.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Compiler, Configuration, RuleSetRule } from '@rspack/core';
import { buildBasics } from '@agency/mf-config/rspack';
import { remoteByKey } from '@agency/mf-config/front-ends';

const OUT_DIR = path.resolve(import.meta.dirname, 'dist', 'prerender');
const BUNDLE = 'home-hero.cjs';

/**
 * Runs the bundle in a child Node process and returns the hero's markup. A child, because the browser
 * build of React schedules work through a MessageChannel, which would keep the build process alive.
 */
function renderInChild(bundle: string): string {
  const script = `process.stdout.write(require(${JSON.stringify(bundle)}).renderHomeHero()); process.exit(0);`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

/**
 * After the bundle is written: stores the hero's markup with the CSS the bundle emitted, then deletes
 * the bundle and the CSS file (a build tool with React's server renderer in it, not something to serve).
 */
class WritePrerenderedHome {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedHome', (compilation) => {
      const emitted = Object.keys(compilation.assets).map((file) => path.join(OUT_DIR, file));
      const style = emitted
        .filter((file) => file.endsWith('.css'))
        .map((file) => fs.readFileSync(file, 'utf8'))
        .join('\n');
      const markup = renderInChild(path.join(OUT_DIR, BUNDLE));
      fs.writeFileSync(path.join(OUT_DIR, 'home.json'), JSON.stringify({ style, markup }));
      for (const file of emitted) fs.rmSync(file, { force: true });
    });
  }
}

export function prerenderConfig(assetRules: RuleSetRule[]): Configuration {
  const { base } = buildBasics(true);
  return {
    ...base,
    name: 'prerender',
    // After the remote's own compilation, whose `clean` empties dist/ (this one writes into it).
    dependencies: [remoteByKey('public').name],
    // The browser build of react-dom/server: it needs nothing from Node, and the CSS is emitted as files.
    target: 'web',
    entry: { 'home-hero': './src/prerender/home-hero.tsx' },
    output: {
      path: OUT_DIR,
      filename: BUNDLE,
      cssFilename: 'home-hero.css',
      library: { type: 'commonjs2' },
      // Where the gateway serves this remote: asset URLs in the markup match the page's.
      publicPath: '/mfe/public/',
      clean: true,
    },
    // React and its server renderer are bundled in: the markup must not depend on what is installed where.
    optimization: { splitChunks: false, runtimeChunk: false, minimize: false },
    module: {
      ...base.module,
      // The same file names as the remote's (same content hash), but the files themselves are the remote's.
      rules: [...base.module.rules, ...assetRules.map((rule) => ({ ...rule, generator: { ...(rule.generator ?? {}), emit: false } }))],
    },
    plugins: [new WritePrerenderedHome()],
  };
}
