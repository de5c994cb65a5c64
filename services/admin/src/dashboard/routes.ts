import { Router } from 'express';
import type { Logger } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { showDashboardStats, showRecentActivity } from './show-dashboard';

export function createDashboardRoutes(ctx: AdminContext & { logger?: Logger }): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  // Spec §7 probes: /health is open (monitoring), /test proves an admin token reaches the service.
  router.get('/api/admin/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/api/admin/test', adminOnly, (_req, res) => {
    res.json({ message: 'Admin API is working' });
  });

  router.get('/api/admin/dashboard/stats', adminOnly, async (_req, res) => {
    res.json(await showDashboardStats(ctx));
  });

  router.get('/api/admin/activity', adminOnly, async (_req, res) => {
    res.json(await showRecentActivity(ctx));
  });

  return router;
}
