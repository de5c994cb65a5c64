import { Router } from 'express';
import { confirmEmailBodySchema, patchAccountBodySchema } from '@agency/contracts';
import { notReplayable, parseIfMatch } from '@agency/server-kit';
import { requireSession, type SessionVerifier } from '../sessions/verify-session';
import { confirmEmailChange, type EmailChangeDeps } from './change-email';
import { toProfile, updateProfile, type SelfServiceDeps } from './self-service';

type Deps = SelfServiceDeps & EmailChangeDeps & { verifySession: SessionVerifier };

/** The signed-in person's own account (members use these from Edit Profile; users and admins go through their services). */
export function createAccountRoutes({ verifySession, ...deps }: Deps): Router {
  const router = Router();
  const signedIn = requireSession(verifySession);

  router.get('/api/auth/me', signedIn, (_req, res) => {
    res.json(toProfile(res.locals.account!));
  });

  router.put('/api/auth/me', signedIn, async (req, res) => {
    const body = patchAccountBodySchema.parse(req.body ?? {});
    res.json(await updateProfile(deps, res.locals.account!, body, req.ip ?? 'unknown', parseIfMatch(req.get('if-match'))));
  });

  // Opened from the link mailed to the new address, maybe in another browser: the token is the proof.
  router.post('/api/auth/confirm-email', notReplayable, async (req, res) => {
    res.json(await confirmEmailChange(deps, confirmEmailBodySchema.parse(req.body ?? {}).token));
  });

  return router;
}
