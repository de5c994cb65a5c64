// Messages on one thread that come close together are told in one e-mail per person, not one each (a
// customer posting 10 lines a minute must not fill every admin's inbox). The first message opens its
// thread's window: one outbox message to 'self', due when the window ends, that later messages join
// until a relay claims it. It lives in the outbox, so a restart keeps it; the message that finds it being
// sent is retried (outbox `collect`) and opens the next window.
import type { Outbox } from '@agency/server-kit';
import { eventMessage, type StoredEvent } from './notification-event';

/** How long the first message's e-mail waits for more (README.md, "E-mail"). */
export const THREAD_MAIL_WINDOW_MS = 2 * 60_000;

/**
 * Adds a thread.message event to its thread's open window (a thread.messages event), opening one if none
 * is: it ends `windowMs` after the message was posted (`postedAt`), however late a relay got to it.
 */
export async function joinThreadMailWindow(
  outbox: Pick<Outbox, 'collect'>,
  windowMs: number,
  event: StoredEvent,
  postedAt: Date,
): Promise<void> {
  const window = eventMessage({ key: `thread.messages:${event.requestId}`, type: 'thread.messages', requestId: event.requestId });
  await outbox.collect(window, 'messages', event.message, new Date(postedAt.getTime() + windowMs));
}
