import { Router } from 'express';
import { createDomainBodySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { createDomain, deleteDomain, listDomains, showDomain, showDomainUsage, type DomainDeps } from './manage-domains';

export function createDomainRoutes({ requireAuth, ...deps }: DomainDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get('/api/admin/domains', async (_req, res) => {
    res.json(await listDomains(deps));
  });

  router.get('/api/admin/domains/:id', async (req, res) => {
    res.json(await showDomain(deps, parseObjectId(req.params.id, 'domain')));
  });

  router.post('/api/admin/domains', adminOnly, async (req, res) => {
    const { name } = createDomainBodySchema.parse(req.body ?? {});
    res.status(201).json(await createDomain(deps, name));
  });

  router.get('/api/admin/domains/:id/usage', adminOnly, async (req, res) => {
    res.json(await showDomainUsage(deps, parseObjectId(req.params.id, 'domain')));
  });

  router.delete('/api/admin/domains/:id', adminOnly, async (req, res) => {
    await deleteDomain(deps, parseObjectId(req.params.id, 'domain'));
    res.json({ message: 'Domain deleted successfully!' });
  });

  return router;
}
