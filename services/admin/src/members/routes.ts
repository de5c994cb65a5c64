import { Router } from 'express';
import { isObjectId, notFound } from '@agency/server-kit';
import { parseDomainId } from '../domains/routes';
import { getMemberProfile, listDomainMembers, type ShowMemberDeps } from './show-members';

/** Public reads behind the team pages. */
export function createMemberRoutes(deps: ShowMemberDeps): Router {
  const router = Router();

  router.get('/api/admin/domains/:id/members', async (req, res) => {
    res.json(await listDomainMembers(deps, parseDomainId(req.params.id)));
  });

  router.get('/api/admin/members/:id', async (req, res) => {
    // docs/interfaces.md: an unknown or malformed member id both read as "not found".
    const { id } = req.params;
    if (typeof id !== 'string' || !isObjectId(id)) throw notFound('Member');
    res.json(await getMemberProfile(deps, id));
  });

  return router;
}
