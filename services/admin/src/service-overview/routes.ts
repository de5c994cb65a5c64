import { Router } from 'express';
import type { RequireAuth } from '@agency/server-kit';
import type { PortalClient } from '../requests/portal-client';
import { listServices } from './list-services';

interface Deps {
  portal: Pick<PortalClient, 'listRequests'>;
  requireAuth: RequireAuth;
}

/** The spec's services overview (?status=ACTIVE|COMPLETED), read from the request queues. */
export function createServiceOverviewRoutes({ portal, requireAuth }: Deps): Router {
  const router = Router();

  router.get('/api/admin/services', requireAuth(['admin']), async (req, res) => {
    res.json({ services: await listServices({ portal }, String(req.query.status ?? '').toUpperCase()) });
  });

  return router;
}
