import { z } from 'zod';
import { contactMessageSchema } from './contact';

/**
 * GET /api/admin/messages?cursor=&limit=: newest first, one page read by position (`nextCursor` asks for the
 * next, null on the last), with the size and unread count of the whole inbox.
 */
export const inboxResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  unread: z.number(),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
