import { StrictMode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './router';

// The declarative router: the shell uses no loaders, actions or fetchers, and the data router's
// code is ~half of the shared router chunk every first load downloads.
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
