import { Router } from 'express';
import { confirmEmailBodySchema, patchAccountBodySchema } from '@agency/contracts';
import { parseIfMatch } from '@agency/server-kit';
import type { AuthContext } from '../auth-context';
import { requireSession } from '../sessions/verify-session';
import { confirmEmailChange } from './change-email';
import { toProfile, updateProfile } from './self-service';

/** The signed-in person's own account (members use these from Edit Profile; users and admins go through their services). */
export function createAccountRoutes(ctx: AuthContext): Router {
  const router = Router();
  const signedIn = requireSession(ctx.verifySession);

  router.get('/api/auth/me', signedIn, (_req, res) => {
    res.json(toProfile(res.locals.account!));
  });

  router.put('/api/auth/me', signedIn, async (req, res) => {
    const body = patchAccountBodySchema.parse(req.body ?? {});
    res.json(await updateProfile(ctx, res.locals.account!, body, req.ip ?? 'unknown', parseIfMatch(req.get('if-match'))));
  });

  // Opened from the link mailed to the new address, maybe in another browser: the token is the proof.
  router.post('/api/auth/confirm-email', async (req, res) => {
    res.json(await confirmEmailChange(ctx, confirmEmailBodySchema.parse(req.body ?? {}).token));
  });

  return router;
}
