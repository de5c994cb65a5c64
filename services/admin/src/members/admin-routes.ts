import { Router } from 'express';
import { createMemberBodySchema, pageQuerySchema, updateMemberBodySchema } from '@agency/contracts';
import type { AdminContext } from '../admin-context';
import { parseId, parseInput } from '../parse-input';
import { addMember, listMembers, removeMember, updateMember } from './manage-members';

/** Team Management (admin only). The public reads live in routes.ts. */
export function createAdminMemberRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  router.get('/api/admin/members', adminOnly, async (req, res) => {
    res.json(await listMembers(ctx, pageQuerySchema.parse(req.query)));
  });

  router.post('/api/admin/members', adminOnly, async (req, res) => {
    res.status(201).json(await addMember(ctx, parseInput(createMemberBodySchema, req.body)));
  });

  router.patch('/api/admin/members/:id', adminOnly, async (req, res) => {
    res.json(await updateMember(ctx, parseId(req.params.id, 'member'), parseInput(updateMemberBodySchema, req.body)));
  });

  router.delete('/api/admin/members/:id', adminOnly, async (req, res) => {
    await removeMember(ctx, parseId(req.params.id, 'member'));
    res.json({ message: 'Member deleted successfully!' });
  });

  return router;
}
