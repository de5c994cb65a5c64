import { Router } from 'express';
import { createDomainBodySchema } from '@agency/contracts';
import { AppError, isObjectId } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { createDomain, deleteDomain, listDomains, showDomainUsage } from './manage-domains';

export function parseDomainId(id: unknown): string {
  if (typeof id !== 'string' || !isObjectId(id)) throw new AppError('INVALID_ID', 'Invalid domain id', 400);
  return id;
}

export function createDomainRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  router.get('/api/admin/domains', async (_req, res) => {
    res.json(await listDomains(ctx));
  });

  router.post('/api/admin/domains', adminOnly, async (req, res) => {
    const { name } = createDomainBodySchema.parse(req.body ?? {});
    res.status(201).json(await createDomain(ctx, name));
  });

  router.get('/api/admin/domains/:id/usage', adminOnly, async (req, res) => {
    res.json(await showDomainUsage(ctx, parseDomainId(req.params.id)));
  });

  router.delete('/api/admin/domains/:id', adminOnly, async (req, res) => {
    await deleteDomain(ctx, parseDomainId(req.params.id));
    res.json({ message: 'Domain deleted successfully!' });
  });

  return router;
}
