import type { ComponentType } from 'react';

import type { RemotePageNames } from '@agency/mf-config';

export type { RemotePageNames };
export type RemoteName = keyof RemotePageNames;
export type PageName<R extends RemoteName> = RemotePageNames[R];
export type PagesModule = Record<string, ComponentType>;

/** Bounded wait for a remote (config, manifest, entry, pages module); a hang becomes the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
