import type { ContactBody, InboxResponse } from '@agency/contracts';
import { decodePageCursor, notFound, toCursorPage } from '@agency/server-kit';
import { Types } from 'mongoose';
import type { ContactMessageRepository } from './contact-message-repository';

export interface MessageDeps {
  messages: ContactMessageRepository;
}

/**
 * The public contact form; `body` arrives validated (the spec's form only has input types). The admins'
 * e-mail (the user service sends notifications) is recorded by the insert that stores the message, and
 * the message relay delivers it from there: a stored message is always told of, and once (the event id
 * is the message id).
 */
export async function sendMessage(deps: MessageDeps, body: ContactBody): Promise<void> {
  const id = new Types.ObjectId().toHexString();
  const { name, email, subject, message } = body;
  await deps.messages.insert(body, id, [
    {
      id: `contact-${id}`,
      kind: 'contact.notify',
      to: 'user',
      path: '/internal/notifications/contact-messages',
      body: { message_id: id, name, email, subject, message },
    },
  ]);
}

/** One page of the inbox after `cursor` (the previous page's nextCursor), newest first. */
export async function listMessages(deps: MessageDeps, { cursor, limit }: { cursor?: string; limit: number }): Promise<InboxResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  const [rows, total, unread] = await Promise.all([
    deps.messages.newestFirst(after, limit + 1),
    deps.messages.count(),
    deps.messages.countUnread(),
  ]);
  const page = toCursorPage(rows, limit, (m) => ({ at: new Date(m.created_at), id: m.message_id }));
  return { messages: page.rows, unread, total, nextCursor: page.nextCursor };
}

export async function markMessageRead(deps: MessageDeps, id: string): Promise<void> {
  if (!(await deps.messages.markRead(id))) throw notFound('Message');
}
