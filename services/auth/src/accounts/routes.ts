import { Router } from 'express';
import { patchAccountBodySchema } from '@agency/contracts';
import { parseIfMatch } from '@agency/server-kit';
import type { AuthContext } from '../auth-context';
import { requireSession } from '../sessions/verify-session';
import { toProfile, updateProfile } from './self-service';

/** The signed-in person's own account (members use these from Edit Profile; users and admins go through their services). */
export function createAccountRoutes(ctx: AuthContext): Router {
  const router = Router();
  const signedIn = requireSession(ctx.verifySession);

  router.get('/api/auth/me', signedIn, (_req, res) => {
    res.json(toProfile(res.locals.account!));
  });

  router.put('/api/auth/me', signedIn, async (req, res) => {
    const patch = patchAccountBodySchema.parse(req.body ?? {});
    res.json(await updateProfile(ctx, res.locals.account!, patch, parseIfMatch(req.get('if-match'))));
  });

  return router;
}
