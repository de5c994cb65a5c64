import { Router } from 'express';
import { insightsPeriodQuerySchema } from '@agency/contracts';
import { requireInternalToken } from '@agency/server-kit';
import type { RequestInsightsRepository } from './request-insights-repository';
import { showRequestInsights } from './show-request-insights';

/** For the admin service's Insights: the requests' figures, computed here where the requests are. */
export function createInternalInsightsRoutes({
  insights,
  internalToken,
}: {
  insights: RequestInsightsRepository;
  internalToken: string;
}): Router {
  const router = Router();
  router.use('/internal/insights', requireInternalToken(internalToken));
  router.get('/internal/insights/requests', async (req, res) => {
    res.json(await showRequestInsights({ insights }, insightsPeriodQuerySchema.parse(req.query)));
  });
  return router;
}
