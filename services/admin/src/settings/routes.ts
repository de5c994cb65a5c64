import { Router, type Request } from 'express';
import { updateAdminProfileBodySchema, updatePasswordBodySchema } from '@agency/contracts';
import { bearerOf, etagOf, parseIfMatch, type RequireAuth } from '@agency/server-kit';
import { changeOwnPassword, showOwnProfile, updateOwnProfile, type Caller, type OwnAccountDeps } from './manage-own-account';

const callerOf = (req: Request): Caller => ({ id: req.auth!.sub, bearer: bearerOf(req.get('authorization')), client: req.ip });

/** The admin's own account (Settings page): name, e-mail and password, kept by the auth service. */
export function createSettingsRoutes({ requireAuth, ...deps }: OwnAccountDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const admin = requireAuth(['admin']);

  router.get('/api/admin/profile', admin, async (req, res) => {
    const profile = await showOwnProfile(deps, callerOf(req));
    res.set('etag', etagOf(profile.version)).json(profile);
  });

  router.put('/api/admin/profile', admin, async (req, res) => {
    const body = updateAdminProfileBodySchema.parse(req.body ?? {});
    const saved = await updateOwnProfile(deps, callerOf(req), body, parseIfMatch(req.get('if-match')));
    res.set('etag', etagOf(saved.version)).json(saved);
  });

  router.put('/api/admin/password', admin, async (req, res) => {
    res.json(await changeOwnPassword(deps, callerOf(req), updatePasswordBodySchema.parse(req.body ?? {})));
  });

  return router;
}
