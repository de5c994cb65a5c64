import { Router, type RequestHandler } from 'express';
import {
  adminAccountsQuerySchema,
  CLIENT_ADDRESS_HEADER,
  createMemberAccountBodySchema,
  patchAccountBodySchema,
  patchMemberAccountBodySchema,
  updatePasswordBodySchema,
} from '@agency/contracts';
import { AppError, notFound, parseIfMatch, parseObjectId, requireInternalToken } from '@agency/server-kit';
import type { SessionRepository } from '../sessions/session-repository';
import type { SessionVerifier } from '../sessions/verify-session';
import type { EmailChangeDeps } from './change-email';
import { createMemberAccount, deleteAccount, listAdminIdentities, showIdentity, updateMemberAccount } from './member-accounts';
import { changePassword, toProfile, updateProfile, type SelfServiceDeps } from './self-service';

interface Deps extends SelfServiceDeps, EmailChangeDeps {
  verifySession: SessionVerifier;
  sessions: Pick<SessionRepository, 'listRevoked'>;
  internalToken: string;
}

const validId = (id: unknown): string => parseObjectId(id, 'account');

/**
 * Self-service calls forwarded by user/admin carry the person's own bearer token. Auth checks it
 * fully (signature, version, owner), so a revoked token is refused here at once even though the
 * forwarding service only checked the signature.
 */
function requireOwner(verifySession: SessionVerifier): RequestHandler {
  return async (req, res, next) => {
    const id = validId(req.params.id);
    const account = await verifySession(req);
    if (account.id !== id) throw notFound('Account');
    if (account.firstLogin) throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your password before continuing', 403);
    res.locals.account = account;
    next();
  };
}

/** Service-to-service API; the gateway never proxies /internal. */
export function createInternalRoutes({ verifySession, sessions, internalToken, ...deps }: Deps): Router {
  const router = Router();
  const owner = requireOwner(verifySession);
  router.use('/internal', requireInternalToken(internalToken));

  router.post('/internal/accounts', async (req, res) => {
    res.status(201).json(await createMemberAccount(deps, createMemberAccountBodySchema.parse(req.body ?? {})));
  });

  router.get('/internal/accounts/:id', owner, (_req, res) => {
    res.json(toProfile(res.locals.account!));
  });

  router.patch('/internal/accounts/:id', owner, async (req, res) => {
    const body = patchAccountBodySchema.parse(req.body ?? {});
    // As for the password: the caller's word for the person's address (a new e-mail needs the password).
    const client = req.get(CLIENT_ADDRESS_HEADER) ?? req.ip ?? 'unknown';
    res.json(await updateProfile(deps, res.locals.account!, body, client, parseIfMatch(req.get('if-match'))));
  });

  router.post('/internal/accounts/:id/password', owner, async (req, res) => {
    // The caller proved the internal token, so its word for the person's address is taken (else it is the caller's own).
    const client = req.get(CLIENT_ADDRESS_HEADER) ?? req.ip ?? 'unknown';
    const { token } = await changePassword(deps, res.locals.account!, updatePasswordBodySchema.parse(req.body ?? {}), client);
    res.json({ message: 'Password updated successfully!', token });
  });

  // For services that want revocation faster than token expiry (server-kit's token-versions.ts caches
  // it for a few seconds per subject): the version older tokens are revoked below, and the signed-out sessions.
  router.get('/internal/accounts/:id/token-version', async (req, res) => {
    const id = validId(req.params.id);
    const [account, revokedSessions] = await Promise.all([deps.accounts.findById(id), sessions.listRevoked(id, deps.now())]);
    if (!account) throw notFound('Account');
    res.json({ tokenVersion: account.tokenVersion, revokedSessions });
  });

  // The current name and e-mail, read by services that keep a copy (after an account.changed event).
  router.get('/internal/accounts/:id/identity', async (req, res) => {
    res.json(await showIdentity(deps, validId(req.params.id)));
  });

  // ?cursor=&limit=: one page of the admins; the user service walks every page.
  router.get('/internal/admin-accounts', async (req, res) => {
    res.json(await listAdminIdentities(deps, adminAccountsQuerySchema.parse(req.query)));
  });

  // An admin edits a member's name or e-mail (Team Management): auth owns both, the admin's copy follows.
  router.patch('/internal/member-accounts/:id', async (req, res) => {
    const patch = patchMemberAccountBodySchema.parse(req.body ?? {});
    res.json(await updateMemberAccount(deps, validId(req.params.id), patch));
  });

  router.delete('/internal/accounts/:id', async (req, res) => {
    await deleteAccount(deps, validId(req.params.id));
    res.json({ deleted: true });
  });

  return router;
}
