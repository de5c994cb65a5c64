// The pages this remote owns, as its build publishes them (routes.json, @agency/contracts' remoteRoutesSchema):
// the shell mounts them at run time behind a sign-in check for the roles listed. To add a page: its component
// under src/features, a line in ./pages.ts and its route here.
import type { RemoteRoutes } from '@agency/contracts/browser';

export const PORTAL_ROUTES: RemoteRoutes = {
  routes: [
    { path: '/user-dashboard', page: 'UserDashboard', title: 'User Dashboard', roles: ['user'], serverHtml: false },
    { path: '/dashboard', page: 'UserDashboard', title: 'User Dashboard', roles: ['user'], serverHtml: false },
    { path: '/member-home', page: 'MemberHome', title: 'Member Home', roles: ['member'], serverHtml: false },
  ],
  links: [],
};
