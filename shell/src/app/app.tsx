import { StrictMode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';

// The declarative router: the shell uses no loaders, actions or fetchers, and the data router's
// code is ~half of the shared router chunk every first load downloads.
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app with its route table (./router.tsx's buildRoutes, from the routes the remotes publish). */
export function App({ routes }: { routes: RouteObject[] }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </StrictMode>
  );
}
