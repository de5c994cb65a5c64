import type { ContactBody, PageQuery } from '@agency/contracts';
import { notFound, type Outbox, type OutboxEntry } from '@agency/server-kit';
import { Types } from 'mongoose';
import type { ContactMessageRepository } from './contact-message-repository';

export interface MessageDeps {
  messages: ContactMessageRepository;
  /** The admins' e-mail of each message goes to the user service (which sends notifications) through it. */
  outbox?: Pick<Outbox, 'withMessages'>;
}

export const CONTACT_NOTIFICATION_KIND = 'contact.notify';

/**
 * The public contact form; `body` arrives validated (the spec's form only has input types). The admins'
 * e-mail is held in the outbox before the message is stored and released after, so a stored message is
 * always told of, once (the event id is the message id).
 */
export async function sendMessage(deps: MessageDeps, body: ContactBody): Promise<void> {
  const id = new Types.ObjectId().toHexString();
  const store = () => deps.messages.insert(body, id);
  if (!deps.outbox) return store();
  const { name, email, subject, message } = body;
  await deps.outbox.withMessages(
    [
      {
        id: `contact-${id}`,
        kind: CONTACT_NOTIFICATION_KIND,
        to: 'user',
        path: '/internal/notifications/contact-messages',
        body: { message_id: id, name, email, subject, message },
        meta: { messageId: id },
      },
    ],
    store,
  );
}

/** For a notification a crash left held: sent only if the message was stored. */
export async function wasMessageStored(deps: Pick<MessageDeps, 'messages'>, entry: OutboxEntry): Promise<boolean> {
  return deps.messages.exists(entry.meta?.messageId ?? '');
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
