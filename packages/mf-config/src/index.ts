// Build-time and type-level federation settings; `@agency/mf-config/rspack` holds the Rspack parts and
// `@agency/mf-config/remote-page` the helper each remote's pages module declares its pages with;
// `@agency/mf-config/front-ends` is the registry of front ends (names, folders, dev ports).
export { sharedDependencies } from './shared';
export type { RemoteName, RemotePage, RemotePageNames, RemotePages } from './remote-pages';
export type { RetryOptions } from './load-with-retry';
