import { Router } from 'express';
import type { Connection } from 'mongoose';
import { createMemberBodySchema, memberListQuerySchema, updateMemberBodySchema } from '@agency/contracts';
import { consumeEventsOnce, etagOf, parseIfMatch, parseObjectId, requireInternalToken, type RequireAuth } from '@agency/server-kit';
import { addMember, followAccount, listMembers, removeMember, updateMember, type MemberDeps } from './manage-members';

interface Deps extends MemberDeps {
  requireAuth: RequireAuth;
  /** auth's events arrive on an internal route: the shared secret, and the inbox that drops repeats. */
  internalToken: string;
  db: Connection;
}

/** Team Management (admin only). The public reads live in routes.ts. */
export function createAdminMemberRoutes({ requireAuth, internalToken, db, ...deps }: Deps): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get('/api/admin/members', adminOnly, async (req, res) => {
    res.json(await listMembers(deps, memberListQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/members', adminOnly, async (req, res) => {
    res.status(201).json(await addMember(deps, createMemberBodySchema.parse(req.body ?? {})));
  });

  router.patch('/api/admin/members/:id', adminOnly, async (req, res) => {
    const patch = updateMemberBodySchema.parse(req.body ?? {});
    const key = req.get('idempotency-key');
    const member = await updateMember(deps, parseObjectId(req.params.id, 'member'), patch, parseIfMatch(req.get('if-match')), key);
    res.set('etag', etagOf(member.version)).json(member);
  });

  router.delete('/api/admin/members/:id', adminOnly, async (req, res) => {
    await removeMember(deps, parseObjectId(req.params.id, 'member'));
    res.json({ message: 'Member deleted successfully!' });
  });

  // auth's outbox: a member account's name or e-mail changed (the copy here follows it).
  router.post('/internal/events/account-changed', requireInternalToken(internalToken), consumeEventsOnce(db), async (req, res) => {
    const accountId = parseObjectId((req.body as { accountId?: unknown } | undefined)?.accountId, 'account');
    await followAccount(deps, accountId);
    res.json({ ok: true });
  });

  return router;
}
