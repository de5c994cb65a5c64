// The routing surface of every app. The federation shares this module under the key
// 'react-router-dom' (see packages/mf-config), so apps keep importing from 'react-router-dom' while the
// page downloads one tree-shaken router instead of the whole package (a shared module cannot be
// tree-shaken by its consumers: everything it exports is kept). Only the declarative router is here:
// no app uses loaders, actions or fetchers, and the data router (createBrowserRouter, RouterProvider,
// ScrollRestoration) would double the chunk every first load downloads. Add an export here when an
// app needs it, and only what is used.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
