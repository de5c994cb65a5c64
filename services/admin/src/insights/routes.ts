import { Router } from 'express';
import { insightsPeriodQuerySchema } from '@agency/contracts';
import type { RequireAuth } from '@agency/server-kit';
import { showInsights, type InsightsDeps } from './show-insights';

export function createInsightsRoutes({ requireAuth, ...deps }: InsightsDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  // ?from=YYYY-MM-DD&to=YYYY-MM-DD: whole UTC days, both included.
  router.get('/api/admin/insights', requireAuth(['admin']), async (req, res) => {
    res.json(await showInsights(deps, insightsPeriodQuerySchema.parse(req.query)));
  });
  return router;
}
