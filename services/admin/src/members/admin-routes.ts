import { Router } from 'express';
import { createMemberBodySchema, memberListQuerySchema, updateMemberBodySchema } from '@agency/contracts';
import { consumeEventsOnce, etagOf, parseIfMatch, requireInternalToken } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';
import { parseId, parseInput } from '../parse-input';
import { addMember, followAccount, listMembers, removeMember, updateMember } from './manage-members';

/** Team Management (admin only). The public reads live in routes.ts. */
export function createAdminMemberRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  router.get('/api/admin/members', adminOnly, async (req, res) => {
    res.json(await listMembers(ctx, memberListQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/members', adminOnly, async (req, res) => {
    res.status(201).json(await addMember(ctx, parseInput(createMemberBodySchema, req.body)));
  });

  router.patch('/api/admin/members/:id', adminOnly, async (req, res) => {
    const patch = parseInput(updateMemberBodySchema, req.body);
    const key = req.get('idempotency-key');
    const member = await updateMember(ctx, parseId(req.params.id, 'member'), patch, parseIfMatch(req.get('if-match')), key);
    res.set('etag', etagOf(member.version)).json(member);
  });

  router.delete('/api/admin/members/:id', adminOnly, async (req, res) => {
    await removeMember(ctx, parseId(req.params.id, 'member'));
    res.json({ message: 'Member deleted successfully!' });
  });

  // auth's outbox: a member account's name or e-mail changed (the copy here follows it).
  router.post('/internal/events/account-changed', requireInternalToken(ctx.internalToken), consumeEventsOnce(ctx.db), async (req, res) => {
    const accountId = parseId((req.body as { accountId?: unknown } | undefined)?.accountId, 'account');
    await followAccount(ctx, accountId);
    res.json({ ok: true });
  });

  return router;
}
