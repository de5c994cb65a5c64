import { Router } from 'express';
import { socialLinksBodySchema } from '@agency/contracts';
import type { RequireAuth } from '@agency/server-kit';
import type { SocialLinksRepository } from './social-links-repository';
import { showSocialLinks, updateSocialLinks } from './manage-social-links';

/** The agency's WhatsApp, LinkedIn and Instagram: read by every page's footer, set by the admin in Settings. */
export function createSocialLinksRoutes({ links, requireAuth }: { links: SocialLinksRepository; requireAuth: RequireAuth }): Router {
  const router = Router();

  router.get('/api/admin/social-links', async (_req, res) => {
    res.json(await showSocialLinks({ links }));
  });

  router.put('/api/admin/settings/social-links', requireAuth(['admin']), async (req, res) => {
    res.json(await updateSocialLinks({ links }, socialLinksBodySchema.parse(req.body ?? {})));
  });

  return router;
}
