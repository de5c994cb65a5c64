import { Router, type RequestHandler } from 'express';
import type { Role } from '@agency/contracts';
import type { AdminDomainsClient } from './admin-domains-client';

interface Deps {
  adminDomains: AdminDomainsClient;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
}

/** The domains for the new-request form (user dashboard). */
export function createDomainRoutes({ adminDomains, requireAuth }: Deps): Router {
  const router = Router();
  router.get('/api/user/domains', requireAuth(['user']), async (_req, res) => {
    res.json(await adminDomains.listDomains());
  });
  return router;
}
