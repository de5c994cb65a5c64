import { Router, type RequestHandler } from 'express';
import { CONTACT_THANKS, contactBodySchema, pageQuerySchema } from '@agency/contracts';
import { parseObjectId, type RequireAuth } from '@agency/server-kit';
import { listMessages, markMessageRead, sendMessage, type MessageDeps } from './manage-messages';

interface Deps extends MessageDeps {
  requireAuth: RequireAuth;
  /** The public form's flood limit (per visitor address). */
  limitContactMessages: RequestHandler;
}

export function createContactRoutes({ requireAuth, limitContactMessages, ...deps }: Deps): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.post('/api/contact', limitContactMessages, async (req, res) => {
    await sendMessage(deps, contactBodySchema.parse(req.body ?? {}));
    res.status(201).json({ message: CONTACT_THANKS });
  });

  // ?cursor=&limit=: a page after the previous one's nextCursor.
  router.get('/api/admin/messages', adminOnly, async (req, res) => {
    res.json(await listMessages(deps, pageQuerySchema.parse(req.query)));
  });

  router.patch('/api/admin/messages/:id', adminOnly, async (req, res) => {
    await markMessageRead(deps, parseObjectId(req.params.id, 'message', { malformed: 'not-found' }));
    res.json({ message: 'Marked as read' });
  });

  return router;
}
