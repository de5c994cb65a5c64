import type { ContactBody, PageQuery } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { ContactMessageRepository } from './contact-message-repository';

export interface MessageDeps {
  messages: ContactMessageRepository;
}

/** The public contact form; `body` arrives validated (the spec's form only has input types). */
export async function sendMessage(deps: MessageDeps, body: ContactBody): Promise<void> {
  await deps.messages.insert(body);
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
