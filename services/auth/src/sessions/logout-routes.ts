import { Router } from 'express';
import type { AuthContext } from '../auth-context';
import { logOut, logOutEverywhere } from './log-out';
import { requireSession } from './verify-session';

/** Sign-out ends the session on the server, not only in the browser's storage. */
export function createLogoutRoutes(ctx: AuthContext): Router {
  const router = Router();
  // A first-login member may sign out too (the shell offers Logout on the forced-change page).
  const signedIn = requireSession(ctx.verifySession, { allowFirstLogin: true });

  router.post('/api/auth/logout', signedIn, async (_req, res) => {
    res.json(await logOut(ctx, res.locals.account!));
  });

  router.post('/api/auth/logout-all', signedIn, async (_req, res) => {
    res.json(await logOutEverywhere(ctx, res.locals.account!));
  });

  return router;
}
