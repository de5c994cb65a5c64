import { StrictMode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import pages from '../pages';

/**
 * A bare host for working on this remote alone. API calls need an admin token in
 * localStorage (sign in through the shell on the same origin, or set `token` by hand).
 */
export function StandaloneApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<p className="container">Loading…</p>}>
          <Routes>
            <Route path="/admin/*" element={<pages.AdminArea />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>
  );
}
