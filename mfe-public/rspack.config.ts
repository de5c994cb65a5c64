// A remote: exposes './pages' (a map of lazily loaded page components) plus mf-manifest.json.
// publicPath 'auto' lets the same build run under /mfe/public/ on the gateway or on its own origin.
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json' with { type: 'json' };

const NAME = 'mfe_public';
const DEV_PORT = 3001;

const isProd = process.env.NODE_ENV === 'production';
const deps: Record<string, string> = pkg.dependencies;

// Same list as the shell's: the shell provides these and the remote's own copies stay unloaded.
const shared = {
  react: { singleton: true, requiredVersion: deps.react },
  'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router': { singleton: true, requiredVersion: deps['react-router'] },
  'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
  '@agency/web-kit': { singleton: true, requiredVersion: false },
  '@agency/ui': { singleton: true, requiredVersion: false },
} as const;

export default defineConfig({
  mode: isProd ? 'production' : 'development',
  devtool: isProd ? false : 'cheap-module-source-map',
  // `main` is only the stand-alone development page; the shell uses remoteEntry.js.
  entry: { main: './src/index.ts' },
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
    new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer', chunks: ['main'] }),
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './pages': './src/pages.ts' },
      shared,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
    }),
  ],
  performance: { hints: false },
  devServer: {
    port: DEV_PORT,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
});
