import { Router } from 'express';
import { parseObjectId } from '@agency/server-kit';
import { getMemberProfile, listDomainMembers, type ShowMemberDeps } from './show-members';

/** Public reads behind the team pages. */
export function createMemberRoutes(deps: ShowMemberDeps): Router {
  const router = Router();

  router.get('/api/admin/domains/:id/members', async (req, res) => {
    res.json(await listDomainMembers(deps, parseObjectId(req.params.id, 'domain')));
  });

  router.get('/api/admin/members/:id', async (req, res) => {
    // docs/interfaces.md: an unknown or malformed member id both read as "not found".
    res.json(await getMemberProfile(deps, parseObjectId(req.params.id, 'member', { malformed: 'not-found' })));
  });

  return router;
}
