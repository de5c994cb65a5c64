import type { ContactBody, PageQuery } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
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

export async function listMessages(deps: MessageDeps, { page, limit }: PageQuery) {
  const [messages, total, unread] = await Promise.all([
    deps.messages.newestFirst((page - 1) * limit, limit),
    deps.messages.count(),
    deps.messages.countUnread(),
  ]);
  return { messages, unread, total, page, limit };
}

export async function markMessageRead(deps: MessageDeps, id: string): Promise<void> {
  if (!(await deps.messages.markRead(id))) throw notFound('Message');
}
