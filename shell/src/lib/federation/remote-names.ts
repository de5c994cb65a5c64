import type { ComponentType } from 'react';

// The page names each remote's './pages' module exports (docs/interfaces.md). Keeping them
// here makes a typo in the route table a compile error instead of a fallback at run time.
export interface RemotePageNames {
  mfe_public: 'Home' | 'About' | 'Contact' | 'Team' | 'TeamDomain' | 'MemberProfile' | 'Services' | 'Privacy' | 'Terms';
  mfe_portal: 'UserDashboard' | 'MemberHome';
  mfe_admin: 'AdminArea';
}

export type RemoteName = keyof RemotePageNames;
export type PageName<R extends RemoteName> = RemotePageNames[R];
export type PagesModule = Record<string, ComponentType>;

/** Bounded wait for a remote (config, manifest, entry, pages module); a hang becomes the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
