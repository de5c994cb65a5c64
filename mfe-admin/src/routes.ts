// The pages this remote owns, as its build publishes them (routes.json, @agency/contracts' remoteRoutesSchema):
// the whole admin area below /admin, which this remote routes itself (relative <Routes>), for admins only.
import type { RemoteRoutes } from '@agency/contracts/browser';

export const ADMIN_ROUTES: RemoteRoutes = {
  routes: [{ path: '/admin/*', page: 'AdminArea', title: 'Admin', roles: ['admin'], serverHtml: false }],
  links: [],
};
