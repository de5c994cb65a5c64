import type { ComponentType } from 'react';
import type { RemoteName as RegisteredRemote } from './front-ends';
import type { RetryOptions } from './load-with-retry';

// The contract across the federation boundary: the pages each remote's './pages' module exports.
// The shell routes to these names and each remote's pages.ts `satisfies RemotePages<'…'>`, so a page
// renamed or dropped on either side is a type error in `npm run typecheck`, not a fallback at run time.
export interface RemotePageNames {
  mfe_public: 'Home' | 'About' | 'Contact' | 'Team' | 'TeamDomain' | 'MemberProfile' | 'Services' | 'Privacy' | 'Terms';
  mfe_portal: 'UserDashboard' | 'MemberHome';
  mfe_admin: 'AdminArea';
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
