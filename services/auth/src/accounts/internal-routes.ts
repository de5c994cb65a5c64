import { Router } from 'express';
import { createMemberAccountBodySchema } from '@agency/contracts';
import { AppError, isObjectId, requireInternalToken } from '@agency/server-kit';
import type { AuthContext } from '../auth-context';
import { createMemberAccount, deleteAccount } from './member-accounts';

/** Service-to-service API; the gateway never proxies /internal. */
export function createInternalRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.use('/internal', requireInternalToken(ctx.internalToken));

  router.post('/internal/accounts', async (req, res) => {
    res.status(201).json(await createMemberAccount(ctx, createMemberAccountBodySchema.parse(req.body ?? {})));
  });

  router.delete('/internal/accounts/:id', async (req, res) => {
    const { id } = req.params;
    if (typeof id !== 'string' || !isObjectId(id)) throw new AppError('INVALID_ID', 'Invalid account id', 400);
    await deleteAccount(ctx, id);
    res.json({ deleted: true });
  });

  return router;
}
