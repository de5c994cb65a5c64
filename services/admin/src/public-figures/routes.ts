import { Router } from 'express';
import { publicFiguresSchema } from '@agency/contracts';
import type { RequireAuth } from '@agency/server-kit';
import { showPublicFigures, showPublicFiguresSettings, updatePublicFigures, type PublicFiguresDeps } from './manage-public-figures';

/** The team page's public figures: read by anyone, set by the admin in Settings. */
export function createPublicFiguresRoutes({ requireAuth, ...deps }: PublicFiguresDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get('/api/admin/public-stats', async (_req, res) => {
    res.json(await showPublicFigures(deps));
  });

  router.get('/api/admin/settings/public-figures', adminOnly, async (_req, res) => {
    res.json(await showPublicFiguresSettings(deps));
  });

  router.put('/api/admin/settings/public-figures', adminOnly, async (req, res) => {
    res.json(await updatePublicFigures(deps, publicFiguresSchema.parse(req.body ?? {})));
  });

  return router;
}
