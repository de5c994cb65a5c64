import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized, signOut, useSession } from '@agency/web-kit';
import { AppLayout } from '../components/layout/app-layout';
import { AccountSwitchBlock } from './account-switch-block';
import { RouteFocus } from './route-focus';
import { ScrollRestoration } from './scroll-restoration';

/** The chrome around every route, and the app-wide reactions to the session ending. */
export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  // web-kit has already cleared the session on a 401; the shell only has to move to /login (without a
  // full reload, so the remotes already loaded stay loaded), remembering the page to come back to.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (here.current.startsWith('/login')) return;
        navigate('/login', { replace: true, state: { from: here.current } });
      }),
    [navigate],
  );

  // The token is revoked on the server too; sign-out never waits for that call.
  const logout = useCallback(() => {
    void signOut();
    navigate('/login');
  }, [navigate]);

  return (
    <AppLayout session={session} onLogout={logout}>
      <AccountSwitchBlock>
        <Outlet />
      </AccountSwitchBlock>
      <ScrollRestoration />
      <RouteFocus />
    </AppLayout>
  );
}
