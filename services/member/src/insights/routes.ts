import { Router } from 'express';
import { insightsPeriodQuerySchema } from '@agency/contracts';
import { requireInternalToken, type RequireAuth } from '@agency/server-kit';
import { showMemberInsights, showTaskInsights } from './show-task-insights';
import type { TaskInsightsRepository } from './task-insights-repository';

interface Deps {
  insights: TaskInsightsRepository;
  internalToken: string;
  requireAuth: RequireAuth;
}

export function createInsightsRoutes({ insights, internalToken, requireAuth }: Deps): Router {
  const router = Router();
  // The admin service's Insights: every member's load, computed here where the tasks are.
  router.get('/internal/insights/tasks', requireInternalToken(internalToken), async (req, res) => {
    res.json(await showTaskInsights({ insights }, insightsPeriodQuerySchema.parse(req.query)));
  });
  // The member's home: their own figures only (the token's subject).
  router.get('/api/member/insights/me', requireAuth(['member']), async (req, res) => {
    res.json(await showMemberInsights({ insights }, req.auth!.sub));
  });
  return router;
}
