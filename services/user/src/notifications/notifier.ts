import type { Outbox } from '@agency/server-kit';
import { eventMessage, type NotificationEvent } from './notification-event';

/** How a use case says "this happened": the event goes into the outbox under its key (once). */
export interface Notifier {
  /** After a change that a retry would make good (the caller records the event again). */
  notify(event: NotificationEvent): Promise<void>;
  /**
   * Around a change nobody retries (a new request, a message): the event is held before the change,
   * released after it, dropped when it throws. A process that dies in between leaves it held; the
   * relay then asks whether the change happened (`didEventHappen`).
   */
  around<T>(event: NotificationEvent, change: () => Promise<T>): Promise<T>;
}

export function createNotifier(outbox: Pick<Outbox, 'send' | 'withMessages'>): Notifier {
  return {
    notify: (event) => outbox.send([eventMessage(event)]),
    around: (event, change) => outbox.withMessages([eventMessage(event)], change),
  };
}
