import { Router, type RequestHandler } from 'express';
import { updatePasswordBodySchema, updateProfileBodySchema, type Role } from '@agency/contracts';
import { bearerOf, createAuthClient, etagOf, isObjectId, notFound, parseIfMatch, type AuthClient } from '@agency/server-kit';

interface Deps {
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  authUrl?: string;
  internalToken?: string;
  accounts?: AuthClient;
}

/** A user's own profile and password (Edit Profile); identity itself lives in the auth service. */
export function createProfileRoutes({ requireAuth, authUrl = '', internalToken = '', ...deps }: Deps): Router {
  const accounts = deps.accounts ?? createAuthClient({ authUrl, internalToken });
  const router = Router();
  const user = requireAuth(['user']);

  router.put('/api/user/profile', user, async (req, res) => {
    const body = updateProfileBodySchema.parse(req.body ?? {});
    const ifMatch = parseIfMatch(req.get('if-match')); // checked here, compared by auth
    const answer = await accounts.updateAccount(req.auth!.sub, bearerOf(req.get('authorization')), body, {
      ifMatch: ifMatch === undefined ? undefined : etagOf(ifMatch),
      client: req.ip,
    });
    res.set('etag', etagOf(answer.user.version ?? 0)).json(answer);
  });

  router.put('/api/user/password', user, async (req, res) => {
    const body = updatePasswordBodySchema.parse(req.body ?? {});
    // req.ip: auth limits guesses of the current password per client too.
    res.json(await accounts.changePassword(req.auth!.sub, bearerOf(req.get('authorization')), body, req.ip));
  });

  // Only ids that look like account ids: /api/user/domains and friends belong to other routers.
  router.get(
    '/api/user/:id',
    (req, _res, next) => (isObjectId(String(req.params.id)) ? next() : next('router')),
    user,
    async (req, res) => {
      // Someone else's id answers as if it did not exist: no probing which ids are accounts.
      if (req.params.id !== req.auth!.sub) throw notFound('Profile');
      res.json(await accounts.getAccount(req.auth!.sub, bearerOf(req.get('authorization'))));
    },
  );

  return router;
}
