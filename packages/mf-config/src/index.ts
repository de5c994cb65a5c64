// Build-time and type-level federation settings; `@agency/mf-config/rspack` holds the Rspack parts.
export { sharedDependencies } from './shared';
export type { RemoteName, RemotePageNames, RemotePages } from './remote-pages';
