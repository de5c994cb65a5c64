import { Router } from 'express';
import { CONTACT_THANKS, contactBodySchema, pageQuerySchema } from '@agency/contracts';
import { isObjectId, notFound } from '@agency/server-kit';
import type { AdminContext } from '../admin-context';

export function createContactRoutes(ctx: AdminContext): Router {
  const router = Router();
  const adminOnly = ctx.requireAuth(['admin']);

  // Public: the contact form. Validated here (the spec's form only has input types) and rate limited.
  router.post('/api/contact', ctx.limitContactMessages, async (req, res) => {
    await ctx.messages.insert(contactBodySchema.parse(req.body ?? {}));
    res.status(201).json({ message: CONTACT_THANKS });
  });

  router.get('/api/admin/messages', adminOnly, async (req, res) => {
    const { page, limit } = pageQuerySchema.parse(req.query);
    const [messages, total, unread] = await Promise.all([
      ctx.messages.newestFirst((page - 1) * limit, limit),
      ctx.messages.count(),
      ctx.messages.countUnread(),
    ]);
    res.json({ messages, unread, total, page, limit });
  });

  router.patch('/api/admin/messages/:id', adminOnly, async (req, res) => {
    const id = String(req.params.id);
    if (!isObjectId(id) || !(await ctx.messages.markRead(id))) throw notFound('Message');
    res.json({ message: 'Marked as read' });
  });

  return router;
}
