import { Router } from 'express';
import { createProjectBodySchema, pageQuerySchema, projectQuerySchema } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { parseId, parseInput } from '../parse-input';

/** Projects: persisted (the spec's page kept them in memory only). */
export function createProjectRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  // ?q= searches name and client; ?status= and ?domain= filter; unknown filter values are ignored.
  router.get('/api/admin/projects', adminOnly, async (req, res) => {
    const { page, limit } = pageQuerySchema.parse(req.query);
    const filter = projectQuerySchema.parse(req.query);
    const { projects, total } = await ctx.projects.find(filter, (page - 1) * limit, limit);
    res.json({ projects, total, page, limit });
  });

  router.post('/api/admin/projects', adminOnly, async (req, res) => {
    res.status(201).json(await ctx.projects.insert(parseInput(createProjectBodySchema, req.body)));
  });

  router.delete('/api/admin/projects/:id', adminOnly, async (req, res) => {
    if (!(await ctx.projects.deleteById(parseId(req.params.id, 'project')))) throw notFound('Project');
    res.json({ message: 'Project deleted successfully!' });
  });

  return router;
}
