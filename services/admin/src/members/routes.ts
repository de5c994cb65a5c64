import { Router } from 'express';
import { isObjectId, notFound } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { parseDomainId } from '../domains/routes';
import { getMemberProfile, listDomainMembers } from './show-members';

/** Public reads behind the team pages. */
export function createMemberRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/domains/:id/members', async (req, res) => {
    res.json(await listDomainMembers(ctx, parseDomainId(req.params.id)));
  });

  router.get('/api/admin/members/:id', async (req, res) => {
    // docs/interfaces.md: an unknown or malformed member id both read as "not found".
    const { id } = req.params;
    if (typeof id !== 'string' || !isObjectId(id)) throw notFound('Member');
    res.json(await getMemberProfile(ctx, id));
  });

  return router;
}
