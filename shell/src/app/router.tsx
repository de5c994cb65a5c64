import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RemotePage as RemotePageComponent } from '@agency/mf-config';
import { remotePage } from '@agency/mf-config/remote-page';
import { OwnPage } from '../components/remote-page/own-page';
import { RemotePage, type RemotePageProps } from '../components/remote-page/remote-page';
import type { RemoteConfig } from '../lib/federation/remote-registry';
import type { RemoteName } from '../lib/federation/remote-names';
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
function remote(name: RemoteName, page: string) {
  return <RemotePage key={`${name}:${page}`} remote={name} page={page} />;
}

/** The routes a remote publishes, each behind a sign-in check for the roles it names (spec sections 4-5). */
function remoteRoutes({ name, routes }: RemoteConfig): RouteObject[] {
  return (routes?.routes ?? []).map((route) => {
    const page = remote(name as RemoteName, route.page);
    const element = route.roles ? <RequireRole roles={route.roles}>{page}</RequireRole> : page;
    return route.path === '/' ? { index: true, element } : { path: route.path.slice(1), element };
  });
}

/**
 * The route table of spec section 2: the pages each remote publishes (its routes.json, in the remotes'
 * config), and the shell's own sign-in and account pages.
 */
export function buildRoutes(remotes: readonly RemoteConfig[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...remotes.flatMap(remoteRoutes),

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

        // /case-studies is the gateway's 301 to /team (page-routes.ts), so it reaches no router.
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

const elementAt = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.element;

/**
 * The remote page `pathname` shows when no sign-in check stands in front of it (a guarded page may
 * redirect instead). Bootstrap loads it before the first render.
 */
export function remotePageAt(routes: RouteObject[], pathname: string): RemotePageProps<RemoteName> | undefined {
  const element = elementAt(routes, pathname);
  return isValidElement<RemotePageProps<RemoteName>>(element) && element.type === RemotePage ? element.props : undefined;
}

/**
 * The shell's own page `pathname` shows when no sign-in check stands in front of it (sign-in, sign-up, …).
 * Bootstrap loads it before the first render too: the first render then hydrates the page's server HTML
 * (or replaces it) with the page itself, not with its skeleton.
 */
export function ownPageAt(routes: RouteObject[], pathname: string): RemotePageComponent | undefined {
  const element = elementAt(routes, pathname);
  return isValidElement<{ page: RemotePageComponent }>(element) && element.type === OwnPage ? element.props.page : undefined;
}
