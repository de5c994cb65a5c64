import { Router } from 'express';
import { listRequestsQuerySchema, respondToRequestBodySchema, serviceListQuerySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { respondToRequest } from './change-request-status';
import { listRequestsByStatus, listServices } from './list-requests';
import type { Notifier } from '../notifications/notifier';
import type { RequestRepository } from './request-repository';

interface Deps {
  requests: RequestRepository;
  notifier?: Notifier;
  requireAuth: RequireAuth;
}

/**
 * The admin's reads and answers of requests, which this service owns: the gateway sends these paths of
 * /api/admin here (the contracts' route registry lists them under this service), with no hop between.
 * Assigning stays the admin service's (it checks its member profiles first), as does the unstaffed page.
 */
export function createAdminRequestRoutes({ requests, notifier, requireAuth }: Deps): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // ?status= defaults to PENDING (the spec's queue); the assign panel reads approved ones (?assigned=false:
  // awaiting assignment; ?assigned=true: assigned, not started).
  router.get('/api/admin/requests', adminOnly, async (req, res) => {
    const { status, assigned, ...page } = listRequestsQuerySchema.parse(req.query);
    res.json(await listRequestsByStatus({ requests }, status, page, assigned));
  });

  // Only a pending request is answered, once (409 REQUEST_ALREADY_PROCESSED).
  router.post('/api/admin/requests/:id/respond', adminOnly, async (req, res) => {
    const { status, reason } = respondToRequestBodySchema.parse(req.body ?? {});
    res.json(await respondToRequest({ requests, notifier }, parseObjectId(req.params.id, 'request'), status, reason));
  });

  // The services overview (?status=ACTIVE|COMPLETED&cursor=&limit=).
  router.get('/api/admin/services', adminOnly, async (req, res) => {
    const { status, ...page } = serviceListQuerySchema.parse(req.query);
    res.json(await listServices({ requests }, status, page));
  });

  return router;
}
