import { Router } from 'express';
import { assignRequestBodySchema, listRequestsQuerySchema, requestPageQuerySchema, respondToRequestBodySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { assignRequest, listUnstaffedRequests, type AssignDeps } from './assign-request';

/** Service Requests: the admin's queue over the user service's internal API. */
export function createRequestRoutes({ requireAuth, ...deps }: AssignDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // ?status= defaults to PENDING (the spec's queue); the assign panel reads approved ones (?assigned=false:
  // awaiting assignment; ?assigned=true: assigned, not started). The user service owns the requests, so
  // its page is passed on as it is.
  router.get('/api/admin/requests', adminOnly, async (req, res) => {
    const { status, ...page } = listRequestsQuerySchema.parse(req.query);
    res.json(await deps.portal.listRequests(status, page));
  });

  // ?cursor=&limit=: the member service's page of requests that lost their worker, with its total.
  router.get('/api/admin/requests/unstaffed', adminOnly, async (req, res) => {
    res.json(await listUnstaffedRequests(deps, requestPageQuerySchema.parse(req.query)));
  });

  // The user service decides atomically (409 REQUEST_ALREADY_PROCESSED when already answered).
  router.post('/api/admin/requests/:id/respond', adminOnly, async (req, res) => {
    const { status, reason } = respondToRequestBodySchema.parse(req.body ?? {});
    res.json(await deps.portal.respondToRequest(parseObjectId(req.params.id, 'request'), status, reason));
  });

  router.post('/api/admin/requests/:id/assign', adminOnly, async (req, res) => {
    const { memberIds } = assignRequestBodySchema.parse(req.body ?? {});
    res.status(201).json(await assignRequest(deps, parseObjectId(req.params.id, 'request'), memberIds));
  });

  return router;
}
