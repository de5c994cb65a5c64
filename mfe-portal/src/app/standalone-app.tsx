import { StrictMode, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import pages from '../pages';

/**
 * A bare host for working on this remote alone. No guards here: put a session in localStorage
 * (token, role, userName, …) by signing in through the shell on the same origin, or by hand.
 */
export function StandaloneApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <nav className="container row" style={{ paddingBlock: 'var(--space-4)' }}>
          <strong>mfe-portal</strong>
          <Link to="/user-dashboard">UserDashboard</Link>
          <Link to="/member-home">MemberHome</Link>
        </nav>
        <Suspense fallback={<p className="container">Loading…</p>}>
          <Routes>
            <Route path="/user-dashboard" element={<pages.UserDashboard />} />
            <Route path="/dashboard" element={<pages.UserDashboard />} />
            <Route path="/member-home" element={<pages.MemberHome />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>
  );
}
