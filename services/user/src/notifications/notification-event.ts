// A notification starts as an event: what happened, written to the outbox (to 'self') with the change
// that causes it, under a deterministic key (e.g. `request.approved:<id>`), so a retried or racing
// writer records it once. The relay later turns it into one 'mail' message per person
// (send-notification-mails.ts), deciding who is told from the request as it is then.
import type { NotificationKind } from '@agency/contracts';
import type { OutboxEntry, OutboxMessage } from '@agency/server-kit';

export type NotificationEventType =
  | 'request.created'
  | 'request.approved'
  | 'request.rejected'
  | 'request.assigned'
  | 'member.assigned'
  | 'request.progress'
  | 'thread.message'
  | 'thread.messages'
  | 'contact.message';

/** One message on a thread, as its e-mail tells it. */
export interface ThreadMessageNote {
  id: string;
  authorId: string;
  authorName: string;
  authorRole: string;
  body: string;
  fileCount: number;
}

/** What happened; who is told is decided when it is expanded (the request as it is then, each person's settings). */
export interface StoredEvent {
  type: NotificationEventType;
  requestId?: string;
  /** member.assigned: who was assigned. */
  memberId?: string;
  /** request.progress: the request's status and the task change behind it. */
  status?: string;
  taskStatus?: string;
  /** thread.message: who wrote what; it is told in its thread's mail window (thread-mail-window.ts), never on its own. */
  message?: ThreadMessageNote;
  /** thread.messages: the messages of one thread's mail window, oldest first. */
  messages?: ThreadMessageNote[];
  /** When the change that recorded it was written (ISO), for an event handed on later (notifier.notifyRecorded). */
  happenedAt?: string;
  /** contact.message: the visitor's message. */
  contact?: { id: string; name: string; email: string; subject: string; message: string };
}

export interface NotificationEvent extends StoredEvent {
  key: string;
}

export interface NewMail {
  accountId: string;
  kind: NotificationKind;
  to: string;
  subject: string;
  text: string;
}

const EVENT_KIND = 'notification.event';

/**
 * How long a writer that recorded events in its own document keeps them to itself: it hands them on
 * before it answers (one local outbox insert), and one that dies meanwhile leaves them to the relay after
 * this. A relay overlapping a slow writer only repeats the event, which its key makes one e-mail.
 */
export const EVENT_WRITER_LEASE_MS = 2000;

/** The outbox message that carries an event; its id is the event's key. */
export function eventMessage({ key, ...event }: NotificationEvent): OutboxMessage {
  return { id: key, kind: EVENT_KIND, to: 'self', path: '', body: event };
}

/** The event an outbox entry carries, or null for any other message. */
export function eventOf(entry: OutboxEntry): StoredEvent | null {
  return entry.kind === EVENT_KIND ? (entry.body as StoredEvent) : null;
}
