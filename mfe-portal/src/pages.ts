// The one module the shell loads from this remote (docs/interfaces.md): page name → lazily loaded page.
import { lazy, type ComponentType } from 'react';

const pages = {
  UserDashboard: lazy(() => import('./features/user-dashboard/components/user-dashboard-page')),
  MemberHome: lazy(() => import('./features/member-home/components/member-home-page')),
} satisfies Record<string, ComponentType>;

export default pages;
