import { Router } from 'express';
import { logOut, logOutEverywhere, type LogOutDeps } from './log-out';
import { requireSession, type SessionVerifier } from './verify-session';

/** Sign-out ends the session on the server, not only in the browser's storage. */
export function createLogoutRoutes({ verifySession, ...deps }: LogOutDeps & { verifySession: SessionVerifier }): Router {
  const router = Router();
  // A first-login member may sign out too (the shell offers Logout on the forced-change page).
  const signedIn = requireSession(verifySession, { allowFirstLogin: true });

  router.post('/api/auth/logout', signedIn, async (_req, res) => {
    res.json(await logOut(deps, res.locals.account!));
  });

  router.post('/api/auth/logout-all', signedIn, async (_req, res) => {
    res.json(await logOutEverywhere(deps, res.locals.account!));
  });

  return router;
}
