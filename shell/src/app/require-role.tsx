import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@agency/contracts/browser';
import { signedOutOnPurpose, useSession } from '@agency/web-kit/base';

interface Props {
  roles: readonly Role[];
  /** The forced password change page itself must not bounce a first-login member to itself. */
  allowFirstLogin?: boolean;
  children: ReactNode;
}

/**
 * Spec sections 4-5: no token or a role outside `roles` goes to /login; a member whose
 * firstLogin is still true goes to /first-login-change from every guarded page.
 * (The services enforce the same rules; this only keeps people off pages that would fail.)
 */
export function RequireRole({ roles, allowFirstLogin = false, children }: Props) {
  const session = useSession();
  const location = useLocation();
  if (!session || !session.role || !roles.includes(session.role)) {
    // The login page brings the person back here (`from`) after signing in, unless they signed out on
    // purpose; a signed-in person reads who they are and who the page is for (`forRoles`).
    const from = location.pathname + location.search;
    const state = session ? { from, forRoles: roles } : signedOutOnPurpose() ? undefined : { from };
    return <Navigate to="/login" replace state={state} />;
  }
  if (session.role === 'member' && session.firstLogin && !allowFirstLogin) {
    return <Navigate to="/first-login-change" replace />;
  }
  return <>{children}</>;
}
