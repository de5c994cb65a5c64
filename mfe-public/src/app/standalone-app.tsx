import { StrictMode, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import pages from '../pages';

const ROUTES: Array<[string, keyof typeof pages]> = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
  ['/team', 'Team'],
  ['/team/:slug', 'TeamDomain'],
  ['/team/:slug/:memberId', 'MemberProfile'],
  ['/services/:service', 'Services'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms'],
];

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
            {ROUTES.map(([path, page]) => {
              const Page = pages[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>
  );
}
