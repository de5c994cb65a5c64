import { Navigate, type RouteObject } from 'react-router-dom';
import { RemotePage } from '../components/remote-page/remote-page';
import type { PageName, RemoteName } from '../lib/federation/remote-names';
import { EditProfilePage } from '../features/account/components/edit-profile-page';
import { FirstLoginChangePage } from '../features/account/components/first-login-change-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';

// The key remounts the slot when the route switches to another page (fresh load state and
// error boundary); moving between two URLs of the same page keeps it mounted.
function remote<R extends RemoteName>(name: R, page: PageName<R>) {
  return <RemotePage key={`${name}:${page}`} remote={name} page={page} />;
}

const userDashboard = <RequireRole roles={['user']}>{remote('mfe_portal', 'UserDashboard')}</RequireRole>;

/** The route table of spec section 2; every page that is not the shell's own lives in a remote. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: remote('mfe_public', 'Home') },
      { path: 'about', element: remote('mfe_public', 'About') },
      { path: 'contact', element: remote('mfe_public', 'Contact') },
      { path: 'team', element: remote('mfe_public', 'Team') },
      { path: 'team/:slug', element: remote('mfe_public', 'TeamDomain') },
      { path: 'team/:slug/:memberId', element: remote('mfe_public', 'MemberProfile') },
      { path: 'services/:service', element: remote('mfe_public', 'Services') },
      { path: 'privacy', element: remote('mfe_public', 'Privacy') },
      { path: 'terms', element: remote('mfe_public', 'Terms') },

      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'edit-profile', element: <EditProfilePage /> },
      {
        path: 'first-login-change',
        element: (
          <RequireRole roles={['member']} allowFirstLogin>
            <FirstLoginChangePage />
          </RequireRole>
        ),
      },

      { path: 'user-dashboard', element: userDashboard },
      { path: 'dashboard', element: userDashboard },
      {
        path: 'member-home',
        element: <RequireRole roles={['member']}>{remote('mfe_portal', 'MemberHome')}</RequireRole>,
      },
      // The admin remote routes below /admin itself (relative <Routes>).
      {
        path: 'admin/*',
        element: <RequireRole roles={['admin']}>{remote('mfe_admin', 'AdminArea')}</RequireRole>,
      },

      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
