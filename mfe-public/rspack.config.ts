// The mfe_public remote: its name and dev port come from the registry (packages/mf-config/front-ends.json), the
// rest is shared with the other remotes (packages/mf-config).
import { defineConfig } from '@rspack/cli';
import { rspack, type RuleSetRule } from '@rspack/core';
import { remoteByKey } from '@agency/mf-config/front-ends';
import { releaseName, remoteConfig } from '@agency/mf-config/rspack';
import { prerenderConfig } from '@agency/mf-config/prerender';
import { publicRoutes } from './src/routes';
import pkg from './package.json' with { type: 'json' };

// The release mf-manifest.json names (the federation plugin reads it from this variable only).
process.env.MF_BUILD_VERSION = releaseName(process.env.RELEASE_ID);

const isProd = process.env.NODE_ENV === 'production';
// PUBLIC_NEWS_PAGE=1 builds the small news page in (route, footer link, server HTML): the compose test
// releases such a build of this remote alone to show a new page needs nothing else.
const withNews = process.env.PUBLIC_NEWS_PAGE === '1';
const newsFlag = new rspack.DefinePlugin({ __PUBLIC_NEWS_PAGE__: JSON.stringify(withNews) });
const config = remoteConfig({ remote: 'public', dependencies: pkg.dependencies, isProd, routes: publicRoutes(withNews) });

// Only this remote has media files, so this rule lives here rather than in the shared setup.
const extraRules: RuleSetRule[] = [
  // The hero clip, its poster and the client pictures stay files next to the chunks (never inlined
  // into JS), with hashed names so the gateway serves them as immutable.
  {
    test: /\.(webm|mp4|webp|svg)$/,
    type: 'asset/resource',
    generator: { filename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]' },
  },
];

const remote = defineConfig({
  ...config,
  name: remoteByKey('public').name,
  module: { ...config.module, rules: [...(config.module?.rules ?? []), ...extraRules] },
  plugins: [...(config.plugins ?? []), newsFlag],
});

// A production build also builds the server entry that renders the public pages for the gateway, and
// renders the static ones (@agency/mf-config/prerender).
const prerender = prerenderConfig({ root: import.meta.dirname, after: remote.name!, publicPath: '/mfe/public/', assetRules: extraRules });
const server = { ...prerender, plugins: [...(prerender.plugins ?? []), newsFlag] };
export default isProd ? [remote, server] : remote;
