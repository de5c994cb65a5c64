import type { ComponentType } from 'react';
import type { RemoteName as RegisteredRemote } from './front-ends';
import type { RetryOptions } from './load-with-retry';

// The contract across the federation boundary: each remote's './pages' module maps page names to
// components, and the routes it publishes (its routes.json, @agency/contracts' remoteRoutesSchema) name
// those pages, so the names are the remote's own: the shell mounts whatever the remote publishes. Each
// remote's tests check that every published route names a page of its pages module.
export interface RemotePageNames {
  mfe_public: string;
  mfe_portal: string;
  mfe_admin: string;
}

export type RemoteName = keyof RemotePageNames;
// Every remote of the registry (front-ends.json) has its pages listed above, and nothing else is listed.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type PageNamesCoverRegistry = Assert<SameKeys<RemoteName, RegisteredRemote>>;
/**
 * A page component whose code can be fetched ahead of its first render (see `remotePage`). `preload`
 * starts a new download only when none succeeded or is under way; `options` steers its tries.
 */
export type RemotePage = ComponentType & { preload(options?: RetryOptions): Promise<unknown> };
export type RemotePages<R extends RemoteName> = Record<RemotePageNames[R], RemotePage>;
