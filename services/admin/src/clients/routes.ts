import { Router } from 'express';
import { createClientBodySchema, pageQuerySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { addClient, deleteClient, listClients, type ClientDeps } from './manage-clients';

export function createClientRoutes({ requireAuth, ...deps }: ClientDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get('/api/admin/clients', adminOnly, async (req, res) => {
    // ?cursor=&limit=: a page after the previous one's nextCursor.
    res.json(await listClients(deps, pageQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/clients', adminOnly, async (req, res) => {
    const client = await addClient(deps, createClientBodySchema.parse(req.body ?? {}));
    res.status(201).json({ message: 'Client added successfully!', client });
  });

  router.delete('/api/admin/clients/:id', adminOnly, async (req, res) => {
    await deleteClient(deps, parseObjectId(req.params.id, 'client'));
    res.json({ message: 'Client deleted successfully!' });
  });

  return router;
}
