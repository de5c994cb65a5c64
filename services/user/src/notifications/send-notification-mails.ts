import { mailMessage, type Outbox, type OutboxEntry } from '@agency/server-kit';
import type { ExpandedEventRepository } from './expanded-event-repository';
import { expandNotification, type ExpandDeps } from './expand-notification';
import { eventOf } from './notification-event';

export interface SendNotificationMailsDeps extends ExpandDeps {
  outbox: Pick<Outbox, 'send'>;
  expanded: ExpandedEventRepository;
}

/**
 * The relay's work for one event (a message to 'self'): one 'mail' message per person, each with the id
 * `<event key>|<account id>`, so an event expanded twice (a relay that died before dropping it) stores
 * one e-mail for each person. The event counts as expanded only after its e-mails are recorded: a crash
 * in between expands it again rather than losing them. A throw (auth unreachable) is retried.
 */
export async function sendNotificationMails(deps: SendNotificationMailsDeps, entry: OutboxEntry): Promise<void> {
  const event = eventOf(entry);
  if (!event || (await deps.expanded.has(entry._id))) return;
  const mails = await expandNotification(deps, event);
  await deps.outbox.send(
    mails.map(({ accountId, kind, to, subject, text }) =>
      mailMessage(`mail.notification.${kind}`, { to, subject, text }, undefined, `${entry._id}|${accountId}`),
    ),
  );
  await deps.expanded.mark(entry._id);
}
