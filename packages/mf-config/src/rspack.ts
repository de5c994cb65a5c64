// The Rspack settings every front end shares (TypeScript through swc, CSS, hashed names), and the whole
// configuration of a remote, which differs from one remote to the next only by its name and dev port.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteRoutesSchema, type RemoteRoutes } from '@agency/contracts';
import { remoteByKey, type RemoteKey } from './front-ends';
import { consumedDependencies, sharedDependencies } from './shared';

/** The ES module file a @module-federation package ships next to `file` (`x.cjs` → `x.js` or `x.mjs`). */
function esmSibling(file: string): string | undefined {
  return ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find((candidate) => fs.existsSync(candidate));
}

/**
 * Builds the federation runtime from its ES modules. The federation plugins locate the runtime with
 * require.resolve, i.e. its CommonJS build (.cjs), which Rspack can neither concatenate nor tree-shake;
 * every @module-federation package ships an ES module build of the same code next to it, which Rspack
 * concatenates and tree-shakes (sizes in docs/performance.md). Goes after ModuleFederationPlugin.
 */
export class EsmFederationRuntimePlugin {
  apply(compiler: Compiler) {
    // The federation plugins import their runtime entry files by absolute .cjs path…
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/, (data) => {
      data.request = esmSibling(data.request) ?? data.request;
    }).apply(compiler);
    // …and alias '@module-federation/runtime' (used by the bundler runtime and by our own code) to one.
    const runtime = esmSibling(createRequire(path.join(compiler.context, 'package.json')).resolve('@module-federation/runtime'));
    if (!runtime) throw new Error('@module-federation/runtime ships no ES module build');
    compiler.options.resolve.alias = { ...compiler.options.resolve.alias, '@module-federation/runtime': runtime };
  }
}

/**
 * Leaves the federation runtime's one-line English descriptions of its error codes out of the browser
 * builds (@module-federation/error-codes' desc module, 0.8 KB gzip of every first load: the shell's main.js
 * and the public remote's entry each carry a copy). Its errors keep their code, arguments (remote, URL) and
 * the link to that code's documentation ("#RUNTIME-008 args: {…} View the docs …"), which is what the
 * shell's failure reports need. Goes after ModuleFederationPlugin.
 */
export class TerseFederationErrorsPlugin {
  apply(compiler: Compiler) {
    const empty = 'data:text/javascript,export const runtimeDescMap={},typeDescMap={},buildDescMap={},errorDescMap={};';
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/desc\.m?js$/, (data) => {
      if (/[\\/]@module-federation[\\/]error-codes[\\/]/.test(data.context ?? '')) data.request = empty;
    }).apply(compiler);
  }
}

/**
 * Writes page-chunks.json next to a remote's build: for each module it imports lazily (each page of
 * ./pages), the files that chunk group brings. The budget check (scripts/budgets.mjs) reads it to know
 * what a page's first visit downloads from the build output alone, with no browser.
 */
export class PageChunksPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            if (!origin.request?.startsWith('.')) continue;
            pages[origin.request] = [...new Set([...(pages[origin.request] ?? []), ...group.getFiles()])].sort();
          }
        }
        compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

const sharedKeyOf = (kind: 'consume' | 'provide', identifier: string | undefined) =>
  new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@`).exec(identifier ?? '')?.[1];

/**
 * Writes shared-use.json next to a build: which shared libraries each of its JavaScript files needs
 * (`consumes`: file → the keys its chunk groups consume) and which files provide each shared library it provides (`provides`: key →
 * files; the shell's). The budget check adds what a remote's first route consumes from the shell, since
 * the shell downloads those only when asked.
 */
export class SharedUsePlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedUse', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedUse', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // By chunk group: the consume modules sit in chunks of their own (no file) beside the page's.
        const consumes: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          const keys = group.chunks.flatMap((chunk) =>
            compilation.chunkGraph
              .getChunkModules(chunk)
              .map((module) => sharedKeyOf('consume', module.identifier()))
              .filter((key): key is string => key !== undefined),
          );
          if (!keys.length) continue;
          for (const file of group.getFiles()) {
            if (file.endsWith('.js')) consumes[file] = [...new Set([...(consumes[file] ?? []), ...keys])].sort();
          }
        }
        const provides: Record<string, string[]> = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const key = sharedKeyOf('provide', origin.module?.identifier());
            if (key) provides[key] = [...new Set([...(provides[key] ?? []), ...group.getFiles()])].sort();
          }
        }
        compilation.emitAsset('shared-use.json', new sources.RawSource(JSON.stringify({ consumes, provides }, null, 2)));
      });
    });
  }
}

/** Mode, source maps, module rules and output names common to the shell and the remotes. */
export function buildBasics(isProd: boolean) {
  const name = (ext: string) => (isProd ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
  return {
    isProd,
    base: {
      mode: isProd ? 'production' : 'development',
      devtool: isProd ? false : 'cheap-module-source-map',
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                // swc's default is ES5 (async functions as generator state machines, spread as helpers).
                // The prebuilt federation runtime every page loads is ES2021 (??=, ||=) already, so no
                // browser that can run the portal gains anything from a lower target; it only costs bytes.
                target: 'es2021',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      performance: { hints: false },
    } satisfies Configuration,
    names: { filename: name('js'), chunkFilename: name('js'), cssFilename: name('css'), cssChunkFilename: name('css') },
  };
}

/**
 * The release a remote's build is, as its mf-manifest.json names it (metaData.buildInfo.buildVersion,
 * which the federation plugin takes from MF_BUILD_VERSION only): `given` (RELEASE_ID, e.g. a commit from
 * CI) if set, else the build's UTC time, so each build is a release of its own. The shell reports it with
 * a file that failed to load.
 */
export function releaseName(given?: string): string {
  return given || new Date().toISOString().replace(/[-:]|\.\d+/g, '');
}

/**
 * routes.json next to mf-manifest.json: the pages the remote owns and where the shell links to them
 * (@agency/contracts' remoteRoutesSchema). Checked here, so a release with a malformed list fails its build.
 */
export class PublishRoutesPlugin {
  private readonly json: string;
  constructor(routes: RemoteRoutes) {
    this.json = JSON.stringify(remoteRoutesSchema.parse(routes));
  }
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishRoutes', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new sources.RawSource(this.json));
      });
    });
  }
}

/**
 * A remote: exposes './pages' (a map of lazily loaded page components) plus mf-manifest.json.
 * publicPath 'auto' lets the same build run under /mfe/<name>/ on the gateway or on its own origin.
 */
export function remoteConfig(opts: {
  remote: RemoteKey;
  dependencies: Record<string, string>;
  isProd: boolean;
  /** The remote's pages (src/routes.ts), published as routes.json. */
  routes: RemoteRoutes;
}): Configuration {
  const { name, devPort } = remoteByKey(opts.remote);
  const { dependencies } = opts;
  const { isProd, base, names } = buildBasics(opts.isProd);
  return {
    ...base,
    // `main` is the stand-alone development page only; in production the shell loads remoteEntry.js.
    entry: isProd ? {} : { main: './src/index.ts' },
    output: {
      publicPath: 'auto',
      uniqueName: name,
      ...names,
      // A page chunk that hangs fails after this instead of the default 120 s, so the shell's fallback shows.
      chunkLoadTimeout: 10_000,
      clean: true,
    },
    plugins: [
      ...(isProd ? [] : [new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], publicPath: '/' })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: isProd ? consumedDependencies(dependencies) : sharedDependencies(dependencies),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In production the remote uses the shell's copy of the federation runtime (the bulk of a
        // remote's entry otherwise), and a remote loads no other remote, so its remote-loading glue goes
        // too. The stand-alone dev page has no shell, so it keeps all of its own.
        experiments: { externalRuntime: isProd, optimization: { target: 'web', disableRemote: isProd } },
      }),
      new EsmFederationRuntimePlugin(),
      new TerseFederationErrorsPlugin(),
      new PublishRoutesPlugin(opts.routes),
      ...(isProd ? [new PageChunksPlugin(), new SharedUsePlugin()] : []),
    ],
    // Remotes are consumed by another dev server; lazily compiled modules would not be there yet.
    lazyCompilation: false,
    devServer: {
      // Reached through the gateway in `npm run dev`: hot-reload sockets go straight to this server.
      client: { webSocketURL: `ws://localhost:${devPort}/ws` },
      allowedHosts: 'all',
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    },
  };
}
