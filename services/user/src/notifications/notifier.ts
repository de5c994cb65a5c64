import type { NotificationEvent, NotificationRepository } from './notification-repository';

/** How a use case says "this happened": the event is stored under its key (once), and the sender is woken. */
export interface Notifier {
  notify(event: NotificationEvent): Promise<void>;
}

export function createNotifier(notifications: Pick<NotificationRepository, 'record'>, onRecorded: () => void = () => undefined): Notifier {
  return {
    async notify(event) {
      await notifications.record(event);
      onRecorded();
    },
  };
}
