import { mailMessage, type Outbox, type OutboxEntry } from '@agency/server-kit';
import type { ExpandedEventRepository } from './expanded-event-repository';
import { expandNotification, type ExpandDeps } from './expand-notification';
import { eventOf, type StoredEvent } from './notification-event';
import { joinThreadMailWindow } from './thread-mail-window';

export interface SendNotificationMailsDeps extends ExpandDeps {
  outbox: Pick<Outbox, 'send' | 'collect'>;
  expanded: ExpandedEventRepository;
  /** How long a thread's messages are gathered into one e-mail (THREAD_MAIL_WINDOW_MS). */
  threadMailWindowMs: number;
}

/**
 * The relay's work for one event (a message to 'self'): one 'mail' message per person, each with the id
 * `<event key>|<account id>`, so an event expanded twice (a relay that died before dropping it) stores
 * one e-mail for each person. The event counts as expanded only after its e-mails are recorded: a crash
 * in between expands it again rather than losing them. A throw (auth unreachable) is retried. A thread
 * message is not mailed itself: it joins its thread's mail window, which is mailed when it ends.
 */
export async function sendNotificationMails(deps: SendNotificationMailsDeps, entry: OutboxEntry): Promise<void> {
  const event = eventOf(entry);
  if (!event) return;
  // A window's key comes back with every window of its thread; its first message tells its e-mails apart.
  if (event.type === 'thread.messages') return recordMails(deps, event, `${entry._id}:${event.messages![0]!.id}`);
  if (await deps.expanded.has(entry._id)) return;
  // A thread's window counts from when the message was written, however late its event reached the outbox.
  const happenedAt = event.happenedAt ? new Date(event.happenedAt) : entry.createdAt;
  if (event.type === 'thread.message') await joinThreadMailWindow(deps.outbox, deps.threadMailWindowMs, event, happenedAt);
  else await recordMails(deps, event, entry._id);
  await deps.expanded.mark(entry._id);
}

async function recordMails(deps: SendNotificationMailsDeps, event: StoredEvent, id: string): Promise<void> {
  const mails = await expandNotification(deps, event);
  await deps.outbox.send(
    mails.map(({ accountId, kind, to, subject, text }) =>
      mailMessage(`mail.notification.${kind}`, { to, subject, text }, undefined, `${id}|${accountId}`),
    ),
  );
}
