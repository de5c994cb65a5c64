import { Router } from 'express';
import { teamPageQuerySchema } from '@agency/contracts';
import { parseObjectId } from '@agency/server-kit';
import { showMemberPicture } from './member-picture';
import { getMemberProfile, listDomainMembers, listTeamPage, type ShowMemberDeps } from './show-members';

/** Public reads behind the team pages. */
export function createMemberRoutes(deps: ShowMemberDeps): Router {
  const router = Router();

  router.get('/api/admin/domains/:id/members', async (req, res) => {
    res.json(await listDomainMembers(deps, parseObjectId(req.params.id, 'domain')));
  });

  router.get('/api/admin/domains/:id/team', async (req, res) => {
    res.json(await listTeamPage(deps, parseObjectId(req.params.id, 'domain'), teamPageQuerySchema.parse(req.query)));
  });

  router.get('/api/admin/members/:id/avatar', async (req, res) => {
    const id = parseObjectId(req.params.id, 'picture', { malformed: 'not-found' });
    const picture = await showMemberPicture(deps, id);
    // Revalidated after 5 minutes (an edited picture shows within that); an unchanged one is a 304.
    res.set({
      'content-type': picture.contentType,
      'cache-control': 'public, max-age=300',
      etag: picture.etag,
      // An SVG is a document: nothing in it may run or load anything (a picture pasted by an admin).
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });
    if (req.fresh) return void res.status(304).end();
    res.send(picture.body);
  });

  router.get('/api/admin/members/:id', async (req, res) => {
    // docs/interfaces.md: an unknown or malformed member id both read as "not found".
    res.json(await getMemberProfile(deps, parseObjectId(req.params.id, 'member', { malformed: 'not-found' })));
  });

  return router;
}
