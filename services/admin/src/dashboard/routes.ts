import { Router } from 'express';
import type { RequireAuth } from '@agency/server-kit';
import { showDashboardStats, showRecentActivity, type DashboardDeps } from './show-dashboard';

export function createDashboardRoutes({ requireAuth, ...deps }: DashboardDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // Spec §7 probes: /health is open (monitoring), /test proves an admin token reaches the service.
  router.get('/api/admin/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/api/admin/test', adminOnly, (_req, res) => {
    res.json({ message: 'Admin API is working' });
  });

  router.get('/api/admin/dashboard/stats', adminOnly, async (_req, res) => {
    res.json(await showDashboardStats(deps));
  });

  router.get('/api/admin/activity', adminOnly, async (_req, res) => {
    res.json(await showRecentActivity(deps));
  });

  return router;
}
