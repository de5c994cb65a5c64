// The mfe_public remote: its name and dev port come from the registry (packages/mf-config/front-ends.json), the
// rest is shared with the other remotes (packages/mf-config).
import { defineConfig } from '@rspack/cli';
import type { RuleSetRule } from '@rspack/core';
import { remoteByKey } from '@agency/mf-config/front-ends';
import { releaseName, remoteConfig } from '@agency/mf-config/rspack';
import { prerenderConfig } from './rspack.prerender';
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

const remote = defineConfig({
  ...config,
  name: remoteByKey('public').name,
  module: { ...config.module, rules: [...(config.module?.rules ?? []), ...extraRules] },
});

// A production build also prerenders the home page's hero for the gateway (rspack.prerender.ts).
export default isProd ? [remote, prerenderConfig(extraRules)] : remote;
