import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { clearSession, onUnauthorized, useSession } from '@agency/web-kit/base';
import { AppLayout } from '../components/layout/app-layout';
import { AvatarPlaceholder } from '../components/layout/avatar';
import { AccountSwitchBlock } from './account-switch-block';
import { RouteFocus } from './route-focus';
import { ScrollRestoration } from './scroll-restoration';
import { UnknownPathNotice } from './unknown-path';
import { loadSignedIn, useSignedIn } from './use-signed-in';

/** The chrome around every route, and the app-wide reactions to the session ending. */
export function RootLayout() {
  const session = useSession();
  const signedIn = useSignedIn(session !== null);
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

  // The token is revoked on the server too; sign-out never waits for that call. Its code came with the
  // account menu that offers it; should it fail to load, this browser still signs out.
  const logout = useCallback(() => {
    void loadSignedIn()
      .then((parts) => void parts.signOut(), clearSession)
      .then(() => navigate('/login'));
  }, [navigate]);

  const accountMenu = session ? (
    signedIn ? (
      <signedIn.AvatarMenu session={session} onLogout={logout} />
    ) : (
      <AvatarPlaceholder session={session} />
    )
  ) : null;

  return (
    <AppLayout session={session} onLogout={logout} accountMenu={accountMenu}>
      <AccountSwitchBlock signedIn={signedIn}>
        <UnknownPathNotice />
        <Outlet />
      </AccountSwitchBlock>
      <ScrollRestoration />
      <RouteFocus />
    </AppLayout>
  );
}
