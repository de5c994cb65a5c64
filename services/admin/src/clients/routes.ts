import { Router } from 'express';
import { createClientBodySchema, pageQuerySchema, toDomainSlug } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { parseId, parseInput } from '../parse-input';

export function createClientRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  router.get('/api/admin/clients', adminOnly, async (req, res) => {
    const { page, limit } = pageQuerySchema.parse(req.query);
    const [clients, total] = await Promise.all([ctx.clients.newestFirst((page - 1) * limit, limit), ctx.clients.count()]);
    res.json({ clients, total, page, limit });
  });

  router.post('/api/admin/clients', adminOnly, async (req, res) => {
    const body = parseInput(createClientBodySchema, req.body);
    // The spec sends the domain's name; it must name an existing domain, stored as that domain spells it.
    const domain = await ctx.domains.findBySlug(toDomainSlug(body.domain));
    if (!domain) throw new AppError('VALIDATION_FAILED', 'Choose an existing domain', 400);
    const client = await ctx.clients.insert({ ...body, domain: domain.name });
    if (!client) throw new AppError('CLIENT_EXISTS', 'A client with this name already exists', 409);
    res.status(201).json({ message: 'Client added successfully!', client });
  });

  router.delete('/api/admin/clients/:id', adminOnly, async (req, res) => {
    if (!(await ctx.clients.deleteById(parseId(req.params.id, 'client')))) throw notFound('Client');
    res.json({ message: 'Client deleted successfully!' });
  });

  return router;
}
