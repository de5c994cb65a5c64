import { Router, type RequestHandler } from 'express';
import { createMemberAccountBodySchema, patchAccountBodySchema, updatePasswordBodySchema } from '@agency/contracts';
import { AppError, CLIENT_ADDRESS_HEADER, isObjectId, notFound, parseIfMatch, requireInternalToken } from '@agency/server-kit';
import type { AuthContext } from '../auth-context';
import { createMemberAccount, deleteAccount, showIdentity, updateMemberAccount } from './member-accounts';
import { changePassword, toProfile, updateProfile } from './self-service';

const validId = (id: unknown): string => {
  if (typeof id !== 'string' || !isObjectId(id)) throw new AppError('INVALID_ID', 'Invalid account id', 400);
  return id;
};

/**
 * Self-service calls forwarded by user/admin carry the person's own bearer token. Auth checks it
 * fully (signature, version, owner), so a revoked token is refused here at once even though the
 * forwarding service only checked the signature.
 */
function requireOwner(ctx: AuthContext): RequestHandler {
  return async (req, res, next) => {
    const id = validId(req.params.id);
    const account = await ctx.verifySession(req.get('authorization'));
    if (account.id !== id) throw notFound('Account');
    if (account.firstLogin) throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your password before continuing', 403);
    res.locals.account = account;
    next();
  };
}

/** Service-to-service API; the gateway never proxies /internal. */
export function createInternalRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.use('/internal', requireInternalToken(ctx.internalToken));

  router.post('/internal/accounts', async (req, res) => {
    res.status(201).json(await createMemberAccount(ctx, createMemberAccountBodySchema.parse(req.body ?? {})));
  });

  router.get('/internal/accounts/:id', requireOwner(ctx), (_req, res) => {
    res.json(toProfile(res.locals.account!));
  });

  router.patch('/internal/accounts/:id', requireOwner(ctx), async (req, res) => {
    const body = patchAccountBodySchema.parse(req.body ?? {});
    // As for the password: the caller's word for the person's address (a new e-mail needs the password).
    const client = req.get(CLIENT_ADDRESS_HEADER) ?? req.ip ?? 'unknown';
    res.json(await updateProfile(ctx, res.locals.account!, body, client, parseIfMatch(req.get('if-match'))));
  });

  router.post('/internal/accounts/:id/password', requireOwner(ctx), async (req, res) => {
    // The caller proved the internal token, so its word for the person's address is taken (else it is the caller's own).
    const client = req.get(CLIENT_ADDRESS_HEADER) ?? req.ip ?? 'unknown';
    const { token } = await changePassword(ctx, res.locals.account!, updatePasswordBodySchema.parse(req.body ?? {}), client);
    res.json({ message: 'Password updated successfully!', token });
  });

  // For services that want revocation faster than token expiry (server-kit's token-versions.ts caches
  // it for a few seconds per subject): the version older tokens are revoked below, and the signed-out sessions.
  router.get('/internal/accounts/:id/token-version', async (req, res) => {
    const id = validId(req.params.id);
    const [account, revokedSessions] = await Promise.all([ctx.accounts.findById(id), ctx.sessions.listRevoked(id, ctx.now())]);
    if (!account) throw notFound('Account');
    res.json({ tokenVersion: account.tokenVersion, revokedSessions });
  });

  // The current name and e-mail, read by services that keep a copy (after an account.changed event).
  router.get('/internal/accounts/:id/identity', async (req, res) => {
    res.json(await showIdentity(ctx, validId(req.params.id)));
  });

  // An admin edits a member's name or e-mail (Team Management): auth owns both, the admin's copy follows.
  router.patch('/internal/member-accounts/:id', async (req, res) => {
    const patch = patchAccountBodySchema.pick({ name: true, email: true }).parse(req.body ?? {});
    res.json(await updateMemberAccount(ctx, validId(req.params.id), patch));
  });

  router.delete('/internal/accounts/:id', async (req, res) => {
    await deleteAccount(ctx, validId(req.params.id));
    res.json({ deleted: true });
  });

  return router;
}
