// The mfe_public remote: its name and dev port come from the registry (packages/mf-config/front-ends.json), the
// rest is shared with the other remotes (packages/mf-config).
import { defineConfig } from '@rspack/cli';
import type { Compiler, RuleSetRule } from '@rspack/core';
import { remoteByKey } from '@agency/mf-config/front-ends';
import { releaseName, remoteConfig } from '@agency/mf-config/rspack';
import { prerenderConfig } from '@agency/mf-config/prerender';
import { PUBLIC_ROUTES } from './src/public-routes';
import pkg from './package.json' with { type: 'json' };

// The release mf-manifest.json names (the federation plugin reads it from this variable only).
process.env.MF_BUILD_VERSION = releaseName(process.env.RELEASE_ID);

const isProd = process.env.NODE_ENV === 'production';
const config = remoteConfig({ remote: 'public', dependencies: pkg.dependencies, isProd });

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

/** routes.json: this remote's page URLs, which the gateway reads from where the remote is served. */
class PublishRoutesPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishRoutes', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(PUBLIC_ROUTES)));
      });
    });
  }
}

const remote = defineConfig({
  ...config,
  name: remoteByKey('public').name,
  module: { ...config.module, rules: [...(config.module?.rules ?? []), ...extraRules] },
  plugins: [...(config.plugins ?? []), new PublishRoutesPlugin()],
});

// A production build also builds the server entry that renders the public pages for the gateway, and
// renders the static ones (@agency/mf-config/prerender).
const server = prerenderConfig({ root: import.meta.dirname, after: remote.name!, publicPath: '/mfe/public/', assetRules: extraRules });
export default isProd ? [remote, server] : remote;
