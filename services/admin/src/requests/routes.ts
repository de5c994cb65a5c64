import { Router } from 'express';
import { assignRequestBodySchema, pageQuerySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { assignRequest, listUnstaffedRequests, type AssignDeps } from './assign-request';

/**
 * The admin's request commands that need this service's facts: assigning (its member profiles) and the
 * unstaffed page (the member service's tasks). The queue, answers and services overview are the user
 * service's own routes (services/user/src/requests/admin-routes.ts).
 */
export function createRequestRoutes({ requireAuth, ...deps }: AssignDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // ?cursor=&limit=: the member service's page of requests that lost their worker, with its total.
  router.get('/api/admin/requests/unstaffed', adminOnly, async (req, res) => {
    res.json(await listUnstaffedRequests(deps, pageQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/requests/:id/assign', adminOnly, async (req, res) => {
    const { memberIds } = assignRequestBodySchema.parse(req.body ?? {});
    res.status(201).json(await assignRequest(deps, parseObjectId(req.params.id, 'request'), memberIds));
  });

  return router;
}
