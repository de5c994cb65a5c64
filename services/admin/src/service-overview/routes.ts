import { Router } from 'express';
import { serviceListQuerySchema } from '@agency/contracts';
import type { RequireAuth } from '@agency/server-kit';
import type { PortalClient } from '../requests/portal-client';
import { listServices } from './list-services';

interface Deps {
  portal: Pick<PortalClient, 'listServiceRequests'>;
  requireAuth: RequireAuth;
}

/** The spec's services overview (?status=ACTIVE|COMPLETED&cursor=&limit=), read from the request owner. */
export function createServiceOverviewRoutes({ portal, requireAuth }: Deps): Router {
  const router = Router();

  router.get('/api/admin/services', requireAuth(['admin']), async (req, res) => {
    res.json(await listServices({ portal }, serviceListQuerySchema.parse(req.query)));
  });

  return router;
}
