import { Router } from 'express';
import { assignRequestBodySchema, listRequestsQuerySchema, respondToRequestBodySchema } from '@agency/contracts';
import type { AdminContext } from '../admin-context';
import { parseId, parseInput } from '../parse-input';
import { assignRequest, listUnstaffedRequests } from './assign-request';

/** Service Requests: the admin's queue over the user service's internal API. */
export function createRequestRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  // ?status= defaults to PENDING (the spec's queue); the assign panel reads approved ones (?assigned=false:
  // awaiting assignment; ?assigned=true: assigned, not started).
  router.get('/api/admin/requests', adminOnly, async (req, res) => {
    const { status, assigned, ...page } = listRequestsQuerySchema.parse(req.query);
    res.json(await ctx.portal.listRequests(status, { ...page, assigned }));
  });

  router.get('/api/admin/requests/unstaffed', adminOnly, async (_req, res) => {
    res.json({ requests: await listUnstaffedRequests(ctx) });
  });

  router.post('/api/admin/requests/:id/respond', adminOnly, async (req, res) => {
    const { status } = parseInput(respondToRequestBodySchema, req.body);
    res.json(await ctx.portal.respondToRequest(parseId(req.params.id, 'request'), status));
  });

  router.post('/api/admin/requests/:id/assign', adminOnly, async (req, res) => {
    const { memberIds } = parseInput(assignRequestBodySchema, req.body);
    res.status(201).json(await assignRequest(ctx, parseId(req.params.id, 'request'), memberIds));
  });

  // Spec §7 "GET /services": approved work as ACTIVE, finished work as COMPLETED; ?status= filters.
  router.get('/api/admin/services', adminOnly, async (req, res) => {
    const wanted = String(req.query.status ?? '').toUpperCase();
    const [approved, inProgress, completed] = await Promise.all(
      (['approved', 'in_progress', 'completed'] as const).map((s) =>
        (wanted === 'COMPLETED' && s !== 'completed') || (wanted === 'ACTIVE' && s === 'completed')
          ? []
          : ctx.portal.listRequests(s, { limit: 100 }).then((page) => page.requests),
      ),
    );
    const services = [
      ...[...approved!, ...inProgress!].map((r) => ({ ...r, serviceStatus: 'ACTIVE' as const })),
      ...completed!.map((r) => ({ ...r, serviceStatus: 'COMPLETED' as const })),
    ];
    res.json({ services });
  });

  return router;
}
