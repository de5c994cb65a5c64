// The mfe_admin remote: everything but its name and dev port is shared with the other remotes (packages/mf-config).
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@agency/mf-config/rspack';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  remoteConfig({
    name: 'mfe_admin',
    devPort: 3003,
    dependencies: pkg.dependencies,
    isProd: process.env.NODE_ENV === 'production',
    release: process.env.RELEASE_ID,
  }),
);
