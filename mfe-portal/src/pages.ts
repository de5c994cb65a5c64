// The one module the shell loads from this remote (docs/interfaces.md): page name → lazily loaded page.
import { lazy } from 'react';
import type { RemotePages } from '@agency/mf-config';

const pages = {
  UserDashboard: lazy(() => import('./features/user-dashboard/components/user-dashboard-page')),
  MemberHome: lazy(() => import('./features/member-home/components/member-home-page')),
} satisfies RemotePages<'mfe_portal'>;

export default pages;
