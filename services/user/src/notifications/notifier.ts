import type { NotificationEvent, NotificationRepository } from './notification-repository';

/** How a use case says "this happened": the event is stored under its key (once), and the sender is woken. */
export interface Notifier {
  /** After a change that a retry would make good (the caller records the event again). */
  notify(event: NotificationEvent): Promise<void>;
  /**
   * Around a change nobody retries (a new request, a message): the event is held before the change,
   * released after it, dropped when it throws. A process that dies in between leaves it held; the
   * sender then asks whether the change happened (`happened` in notification-sender.ts).
   */
  around<T>(event: NotificationEvent, change: () => Promise<T>): Promise<T>;
}

export function createNotifier(
  notifications: Pick<NotificationRepository, 'record' | 'release' | 'drop'>,
  onRecorded: () => void = () => undefined,
): Notifier {
  return {
    async notify(event) {
      await notifications.record(event);
      onRecorded();
    },
    async around(event, change) {
      await notifications.record(event, { held: true });
      let result;
      try {
        result = await change();
      } catch (err) {
        await notifications.drop(event.key).catch(() => undefined); // if this fails too, the sender decides
        throw err;
      }
      await notifications.release(event.key);
      onRecorded();
      return result;
    },
  };
}
