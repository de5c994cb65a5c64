import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onUnauthorized, signOut, useSession } from '@agency/web-kit';
import { AppLayout } from '../components/layout/app-layout';
import { RouteFocus } from './route-focus';
import { ScrollRestoration } from './scroll-restoration';

/** The chrome around every route, and the app-wide reactions to the session ending. */
export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();

  // web-kit has already cleared the session on a 401; the shell only has to move to /login
  // (without a full reload, so the remotes already loaded stay loaded).
  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);

  // The token is revoked on the server too; sign-out never waits for that call.
  const logout = useCallback(() => {
    void signOut();
    navigate('/login');
  }, [navigate]);

  return (
    <AppLayout session={session} onLogout={logout}>
      <Outlet />
      <ScrollRestoration />
      <RouteFocus />
    </AppLayout>
  );
}
