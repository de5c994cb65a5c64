import { Router } from 'express';
import { isObjectId, notFound } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { parseDomainId } from '../domains/routes';
import { teamPageQuerySchema } from '@agency/contracts';
import { showMemberPicture } from './member-picture';
import { getMemberProfile, listDomainMembers, listTeamPage } from './show-members';

/** Public reads behind the team pages. */
export function createMemberRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/domains/:id/members', async (req, res) => {
    res.json(await listDomainMembers(ctx, parseDomainId(req.params.id)));
  });

  router.get('/api/admin/domains/:id/team', async (req, res) => {
    res.json(await listTeamPage(ctx, parseDomainId(req.params.id), teamPageQuerySchema.parse(req.query)));
  });

  router.get('/api/admin/members/:id/avatar', async (req, res) => {
    const { id } = req.params;
    if (typeof id !== 'string' || !isObjectId(id)) throw notFound('Picture');
    const picture = await showMemberPicture(ctx, id);
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
    const { id } = req.params;
    if (typeof id !== 'string' || !isObjectId(id)) throw notFound('Member');
    res.json(await getMemberProfile(ctx, id));
  });

  return router;
}
