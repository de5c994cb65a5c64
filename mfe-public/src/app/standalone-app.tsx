import { StrictMode, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import pages from '../pages';

import type { RemotePage } from '@agency/mf-config';
import { publicRoutes } from '../routes';

// The routes this remote publishes, each with its page (the shell mounts the same list).
const ROUTES = publicRoutes().routes.flatMap(({ path, page }): Array<[string, string, RemotePage]> => {
  const Page = (pages as Record<string, RemotePage | undefined>)[page];
  return Page ? [[path, page, Page]] : [];
});

/** A bare host for working on this remote alone: no shell nav, guards or other remotes. */
export function StandaloneApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <nav className="container row" style={{ paddingBlock: 'var(--space-4)' }}>
          <strong>mfe-public</strong>
          {ROUTES.filter(([path]) => !path.includes(':')).map(([path, page]) => (
            <Link key={path} to={path}>
              {page}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p className="container">Loading…</p>}>
          <Routes>
            {ROUTES.map(([path, , Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>
  );
}
