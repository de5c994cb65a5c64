import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RemotePage as RemotePageComponent } from '@agency/mf-config';
import { remotePage } from '@agency/mf-config/remote-page';
import { OwnPage } from '../components/remote-page/own-page';
import { RemotePage, type RemotePageProps } from '../components/remote-page/remote-page';
import type { PageName, RemoteName } from '../lib/federation/remote-names';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { UnknownPath } from './unknown-path';

// The shell's own pages are not what most visits start on, so each is a chunk of its own, loaded when
// its route is first visited (about half of the shell's code stays off the first load of /),
// with the same bounded tries and fallback as a remote's pages.

/**
 * The shared libraries a page of the shell's own needs, loaded on their own before the page's module runs.
 * Loaded together, a shared download that failed would leave the page's module cached half-run (Rspack
 * keeps a module that threw while running), which no later try or Retry could mend; loaded first, a failed
 * one is simply downloaded again by the next try (retryable-shared-plugin.ts). Costs a page's first visit
 * one round trip.
 */
const api = () => import('@agency/web-kit/api');
const apiAndKit = () => Promise.all([api(), import('@agency/web-kit'), import('@agency/ui')]);

/** A page of the shell's own: its shared libraries first, then its module. */
function ownPage(shared: () => Promise<unknown>, load: () => Promise<ComponentType>) {
  return remotePage(() =>
    shared()
      .then(load)
      .then((page) => ({ default: page })),
  );
}

const ConfirmEmailPage = ownPage(api, () => import('../features/account/components/confirm-email-page').then((m) => m.ConfirmEmailPage));
const EditProfilePage = ownPage(apiAndKit, () => import('../features/account/components/edit-profile-page').then((m) => m.EditProfilePage));
const FirstLoginChangePage = ownPage(api, () =>
  import('../features/account/components/first-login-change-page').then((m) => m.FirstLoginChangePage),
);
const ForgotPasswordPage = ownPage(api, () => import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage));
const LoginPage = ownPage(api, () => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const ResetPasswordPage = ownPage(api, () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage));
const SignupPage = ownPage(api, () => import('../features/auth/components/signup-page').then((m) => m.SignupPage));

/** One of the shell's own pages; the skeleton is the one remote pages show while they load. */
function own(page: RemotePageComponent) {
  return <OwnPage page={page} />;
}

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

      { path: 'login', element: own(LoginPage) },
      { path: 'signup', element: own(SignupPage) },
      { path: 'forgot-password', element: own(ForgotPasswordPage) },
      { path: 'reset-password', element: own(ResetPasswordPage) },
      { path: 'edit-profile', element: own(EditProfilePage) },
      { path: 'confirm-email', element: own(ConfirmEmailPage) },
      {
        path: 'first-login-change',
        element: (
          <RequireRole roles={['member']} allowFirstLogin>
            {own(FirstLoginChangePage)}
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

      // /case-studies is the gateway's 301 to /team (page-routes.ts), so it reaches no router.
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

const elementAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.element;

/**
 * The remote page `pathname` shows when no sign-in check stands in front of it (a guarded page may
 * redirect instead). Bootstrap loads it before the first render.
 */
export function remotePageAt(pathname: string): RemotePageProps<RemoteName> | undefined {
  const element = elementAt(pathname);
  return isValidElement<RemotePageProps<RemoteName>>(element) && element.type === RemotePage ? element.props : undefined;
}

/**
 * The shell's own page `pathname` shows when no sign-in check stands in front of it (sign-in, sign-up, …).
 * Bootstrap loads it before the first render too: the first render then replaces the page's server HTML
 * with the page itself, not with its skeleton.
 */
export function ownPageAt(pathname: string): RemotePageComponent | undefined {
  const element = elementAt(pathname);
  return isValidElement<{ page: RemotePageComponent }>(element) && element.type === OwnPage ? element.props.page : undefined;
}
