// A remote: exposes './pages' (a map of lazily loaded page components) plus mf-manifest.json.
// publicPath 'auto' lets the same build run under /mfe/portal/ on the gateway or on its own origin.
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '@agency/mf-config';
import pkg from './package.json' with { type: 'json' };

const NAME = 'mfe_portal';
const DEV_PORT = 3002;

const isProd = process.env.NODE_ENV === 'production';
const deps: Record<string, string> = pkg.dependencies;

const shared = sharedDependencies(deps);

export default defineConfig({
  mode: isProd ? 'production' : 'development',
  devtool: isProd ? false : 'cheap-module-source-map',
  // `main` is the stand-alone development page only; in production the shell loads remoteEntry.js.
  entry: isProd ? {} : { main: './src/index.ts' },
  output: {
    publicPath: 'auto',
    uniqueName: NAME,
    filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
    cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
    cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
    // A page chunk that hangs fails after this instead of the default 120 s, so the shell's fallback shows.
    chunkLoadTimeout: 10_000,
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    ...(isProd ? [] : [new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], publicPath: '/' })]),
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './pages': './src/pages.ts' },
      shared,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // In production the remote uses the shell's copy of the federation runtime (~34 KB gzip
      // less per remote). The stand-alone dev page has no shell, so it keeps its own.
      experiments: { externalRuntime: isProd, optimization: { target: 'web' } },
    }),
  ],
  performance: { hints: false },
  // Remotes are consumed by another dev server; lazily compiled modules would not be there yet.
  lazyCompilation: false,
  devServer: {
    // Reached through the gateway in `npm run dev`: hot-reload sockets go straight to this server.
    client: { webSocketURL: `ws://localhost:${DEV_PORT}/ws` },
    allowedHosts: 'all',
    port: DEV_PORT,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
});
