// The one module the shell loads from this remote (docs/interfaces.md): page name → lazily loaded page.
import type { RemotePages } from '@agency/mf-config';
import { remotePage } from '@agency/mf-config/remote-page';

const pages = {
  UserDashboard: remotePage(() => import('./features/user-dashboard/components/user-dashboard-page')),
  MemberHome: remotePage(() => import('./features/member-home/components/member-home-page')),
} satisfies RemotePages<'mfe_portal'>;

export default pages;
