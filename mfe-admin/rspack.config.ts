// The mfe_admin remote: its name and dev port come from the registry (packages/mf-config/front-ends.json), the
// rest is shared with the other remotes (packages/mf-config).
import { defineConfig } from '@rspack/cli';
import { releaseName, remoteConfig } from '@agency/mf-config/rspack';
import { ADMIN_ROUTES } from './src/routes';
import pkg from './package.json' with { type: 'json' };

// The release mf-manifest.json names (the federation plugin reads it from this variable only).
process.env.MF_BUILD_VERSION = releaseName(process.env.RELEASE_ID);

export default defineConfig(
  remoteConfig({
    remote: 'admin',
    dependencies: pkg.dependencies,
    isProd: process.env.NODE_ENV === 'production',
    routes: ADMIN_ROUTES,
  }),
);
