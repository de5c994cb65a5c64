import { z } from 'zod';
import { contactMessageSchema } from './contact';

/** GET /api/admin/messages: newest first, one page, and the unread count over the whole inbox. */
export const inboxResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  unread: z.number(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
