import { Router } from 'express';
import { assignRequestBodySchema, listRequestsQuerySchema, respondToRequestBodySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { assignRequest, listUnstaffedRequests, type AssignDeps } from './assign-request';
import { listRequests, respondToRequest } from './review-requests';

/** Service Requests: the admin's queue over the user service's internal API. */
export function createRequestRoutes({ requireAuth, ...deps }: AssignDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // ?status= defaults to PENDING (the spec's queue); the assign panel reads approved ones (?assigned=false:
  // awaiting assignment; ?assigned=true: assigned, not started).
  router.get('/api/admin/requests', adminOnly, async (req, res) => {
    const { status, ...page } = listRequestsQuerySchema.parse(req.query);
    res.json(await listRequests(deps, status, page));
  });

  router.get('/api/admin/requests/unstaffed', adminOnly, async (_req, res) => {
    res.json({ requests: await listUnstaffedRequests(deps) });
  });

  router.post('/api/admin/requests/:id/respond', adminOnly, async (req, res) => {
    const { status } = respondToRequestBodySchema.parse(req.body ?? {});
    res.json(await respondToRequest(deps, parseObjectId(req.params.id, 'request'), status));
  });

  router.post('/api/admin/requests/:id/assign', adminOnly, async (req, res) => {
    const { memberIds } = assignRequestBodySchema.parse(req.body ?? {});
    res.status(201).json(await assignRequest(deps, parseObjectId(req.params.id, 'request'), memberIds));
  });

  return router;
}
