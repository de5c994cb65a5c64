// The host. No remotes here on purpose: their URLs come from /mf-config.json at run time,
// so a remote can move or be redeployed without rebuilding the shell.
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '@agency/mf-config';
import { devServerUrl, REMOTES, SHELL } from '@agency/mf-config/front-ends';
import { prerenderConfig } from '@agency/mf-config/prerender';
import { buildBasics, EsmFederationRuntimePlugin, SharedUsePlugin, TerseFederationErrorsPlugin } from '@agency/mf-config/rspack';
import pkg from './package.json' with { type: 'json' };

const { isProd, base, names } = buildBasics(process.env.NODE_ENV === 'production');
const shared = sharedDependencies(pkg.dependencies);

/**
 * Preload links in index.html for what the first render needs besides main.js: the bootstrap chunk
 * group (react-dom and the app) and the shared libraries it consumes (react, the router, the web kit's
 * and ui's '/base' entries). Otherwise they are requested only after main.js (the federation runtime)
 * has been evaluated; this way they download while it is. The shared entries the first render does not
 * consume (the web kit's '/api', the whole web kit and ui) load when a page asks for them; one that fails to
 * download is downloaded again by the page's next try (src/lib/federation/retryable-shared-plugin.ts).
 */
class PreloadStartupChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('PreloadStartupChunks', async (data) => {
        // main.js first: as a deferred <script> it would otherwise get a lower priority than the rest.
        const files = new Set<string>(compilation.entrypoints.get('main')?.getFiles());
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        const consumed = new Set<string>();
        for (const chunk of bootstrap?.chunks ?? []) {
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const key = /^consume shared module \([^)]*\) (.+?)@/.exec(module.identifier())?.[1];
            if (key) consumed.add(key);
          }
        }
        bootstrap?.getFiles().forEach((file) => files.add(file));
        for (const group of compilation.chunkGroups) {
          const provides = group.origins.some((origin) => {
            const key = /^provide shared module \([^)]*\) (.+?)@/.exec(origin.module?.identifier() ?? '')?.[1];
            return key !== undefined && consumed.has(key);
          });
          if (provides) group.getFiles().forEach((file) => files.add(file));
        }
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
          }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

// In development the remotes run on their own dev servers (npm run dev -w mfe-public, …).
const devRemotes = {
  remotes: REMOTES.map(({ name, devPort }) => ({ name, entry: `${devServerUrl(devPort)}/mf-manifest.json` })),
};

const client = defineConfig({
  ...base,
  name: 'shell',
  entry: { main: './src/index.ts' },
  output: { publicPath: '/', uniqueName: 'shell', ...names, clean: true },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
    // The site's icons, web manifest and social card, at the root where browsers and crawlers look (icons/make-icons.sh).
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
    new ModuleFederationPlugin({
      name: 'shell',
      shared,
      // Never download a remote just to compare versions: the shell provides the shared libs.
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // Publishes the federation runtime for the remotes, which are built without their own copy. Without
      // the manifest ("snapshot") machinery: the shell reads a remote's mf-manifest.json itself
      // (src/lib/federation/bounded-loading-plugin.ts), 1.5 KB gzip less on every first load.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    }),
    new EsmFederationRuntimePlugin(),
    new TerseFederationErrorsPlugin(),
    ...(isProd ? [new PreloadStartupChunksPlugin(), new SharedUsePlugin()] : []),
  ],
  // Remotes are consumed by another dev server; lazily compiled modules would not be there yet.
  lazyCompilation: false,
  devServer: {
    // Reached through the gateway in `npm run dev`: hot-reload sockets go straight to this server.
    client: { webSocketURL: `ws://localhost:${SHELL.devPort}/ws` },
    allowedHosts: 'all',
    port: SHELL.devPort,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'mf-config',
        path: '/mf-config.json',
        middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(devRemotes));
        },
      });
      return middlewares;
    },
  },
});

// A production build also renders the shell's sign-in pages for the gateway (@agency/mf-config/prerender).
const server = prerenderConfig({ root: import.meta.dirname, after: 'shell', publicPath: '/' });
export default isProd ? [client, server] : client;
