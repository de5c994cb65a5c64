// The one module the shell loads from this remote (docs/interfaces.md). AdminArea owns every
// route below /admin with its own relative <Routes>.
import { lazy } from 'react';
import type { RemotePages } from '@agency/mf-config';

const pages = {
  AdminArea: lazy(() => import('./app/admin-area')),
} satisfies RemotePages<'mfe_admin'>;

export default pages;
