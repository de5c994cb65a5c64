// The Rspack settings every front end shares (TypeScript through swc, CSS, hashed names), and the whole
// configuration of a remote, which differs from one remote to the next only by its name and dev port.
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared';

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
 * A remote: exposes './pages' (a map of lazily loaded page components) plus mf-manifest.json.
 * publicPath 'auto' lets the same build run under /mfe/<name>/ on the gateway or on its own origin.
 */
export function remoteConfig(opts: {
  name: string;
  devPort: number;
  dependencies: Record<string, string>;
  isProd: boolean;
}): Configuration {
  const { name, devPort, dependencies } = opts;
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
        shared: sharedDependencies(dependencies),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In production the remote uses the shell's copy of the federation runtime (~34 KB gzip
        // less per remote). The stand-alone dev page has no shell, so it keeps its own.
        experiments: { externalRuntime: isProd, optimization: { target: 'web' } },
      }),
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
