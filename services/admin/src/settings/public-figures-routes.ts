import { Router } from 'express';
import { publicFiguresSchema } from '@agency/contracts';
import type { AdminContext } from '../admin-context';
import { parseInput } from '../parse-input';
import { showPublicFigures, showPublicFiguresSettings, updatePublicFigures } from './manage-public-figures';

/** The team page's public figures: read by anyone, set by the admin in Settings. */
export function createPublicFiguresRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  router.get('/api/admin/public-stats', async (_req, res) => {
    res.json(await showPublicFigures(ctx));
  });

  router.get('/api/admin/settings/public-figures', adminOnly, async (_req, res) => {
    res.json(await showPublicFiguresSettings(ctx));
  });

  router.put('/api/admin/settings/public-figures', adminOnly, async (req, res) => {
    res.json(await updatePublicFigures(ctx, parseInput(publicFiguresSchema, req.body)));
  });

  return router;
}
