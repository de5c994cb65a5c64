// The routing surface of every app. The federation shares this module under the key
// 'react-router-dom' (see packages/mf-config), so apps keep importing from 'react-router-dom' while the
// page downloads one tree-shaken router instead of the whole package (a shared module cannot be
// tree-shaken by its consumers: everything it exports is kept). Add an export here when an app needs it.
export { RouterProvider } from 'react-router/dom';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject, Location, Params } from 'react-router';
