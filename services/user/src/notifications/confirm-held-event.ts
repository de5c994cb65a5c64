import type { OutboxEntry } from '@agency/server-kit';
import type { RequestRepository } from '../requests/request-repository';
import type { ThreadRepository } from '../threads/thread-repository';
import { eventOf } from './notification-event';

/** For an event a crash left held (notifier.around): was the request or message it announces written? */
export async function didEventHappen(
  deps: { requests: Pick<RequestRepository, 'findById'>; threads: Pick<ThreadRepository, 'exists'> },
  entry: OutboxEntry,
): Promise<boolean> {
  const event = eventOf(entry);
  if (event?.type === 'request.created') return event.requestId ? (await deps.requests.findById(event.requestId)) !== null : false;
  if (event?.type === 'thread.message') return event.message ? deps.threads.exists(event.message.id) : false;
  return true;
}
