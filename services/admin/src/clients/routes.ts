import { Router } from 'express';
import { createClientBodySchema, pageQuerySchema } from '@agency/contracts';
import type { RequireAuth } from '@agency/server-kit';
import { parseId, parseInput } from '../parse-input';
import { addClient, deleteClient, listClients, type ClientDeps } from './manage-clients';

export function createClientRoutes({ requireAuth, ...deps }: ClientDeps & { requireAuth: RequireAuth }): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get('/api/admin/clients', adminOnly, async (req, res) => {
    res.json(await listClients(deps, pageQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/clients', adminOnly, async (req, res) => {
    const client = await addClient(deps, parseInput(createClientBodySchema, req.body));
    res.status(201).json({ message: 'Client added successfully!', client });
  });

  router.delete('/api/admin/clients/:id', adminOnly, async (req, res) => {
    await deleteClient(deps, parseId(req.params.id, 'client'));
    res.json({ message: 'Client deleted successfully!' });
  });

  return router;
}
