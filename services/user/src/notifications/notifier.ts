import type { EmbeddedMessage, Outbox } from '@agency/server-kit';
import { eventMessage, type NotificationEvent, type StoredEvent } from './notification-event';

/** How a use case says "this happened": the event goes into the outbox under its key (once). */
export interface Notifier {
  /** After a change that a retry would make good (the caller records the event again). */
  notify(event: NotificationEvent): Promise<void>;
  /**
   * An event a change recorded in its own document (a new request, a thread message, an assign), handed
   * on by the writer or, if it died, by that collection's relay. It keeps the time of that write: a
   * thread's mail window counts from when the message was posted, not from when a relay got to it.
   */
  notifyRecorded(message: Pick<EmbeddedMessage, 'id' | 'body' | 'createdAt'>): Promise<void>;
}

export function createNotifier(outbox: Pick<Outbox, 'send'>): Notifier {
  const notify = (event: NotificationEvent) => outbox.send([eventMessage(event)]);
  return {
    notify,
    notifyRecorded: ({ id, body, createdAt }) =>
      notify({ ...(body as StoredEvent), key: id, happenedAt: new Date(createdAt).toISOString() }),
  };
}
