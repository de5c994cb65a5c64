import { Router } from 'express';
import { createProjectBodySchema, projectQuerySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { addProject, deleteProject, listProjects, type ProjectDeps } from './manage-projects';

/** Projects: persisted (the spec's page kept them in memory only). */
export function createProjectRoutes({ requireAuth, ...deps }: ProjectDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  // ?q= searches name and client; ?status= and ?domain= filter; ?cursor= reads the page after the last one.
  router.get('/api/admin/projects', adminOnly, async (req, res) => {
    res.json(await listProjects(deps, projectQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/projects', adminOnly, async (req, res) => {
    res.status(201).json(await addProject(deps, createProjectBodySchema.parse(req.body ?? {})));
  });

  router.delete('/api/admin/projects/:id', adminOnly, async (req, res) => {
    await deleteProject(deps, parseObjectId(req.params.id, 'project'));
    res.json({ message: 'Project deleted successfully!' });
  });

  return router;
}
