// What one service must tell another, when the message needs no change of its own (an event whose change
// is already written, undoing a step in another service, a mail window's e-mail), is written to its own
// database (collection `outbox`) in one insert and then delivered by the relay (outbox-relay.ts) with
// retries. A message that a change must send is recorded by the change's own write instead, inside the
// changed document (embedded-messages.ts): so no message is ever sent for a change that did not happen.
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { ServiceName } from './services';
import { currentTrace, formatTraceparent } from './trace-context';

/**
 * Where a message goes: another service's internal route, an e-mail through the mailer (outbox-mail.ts),
 * or 'self': work this service does later in its own relay (`handleSelf`), e.g. turning an event into e-mails.
 */
export type OutboxTarget = ServiceName | 'mail' | 'self';

export interface OutboxMessage {
  /** The event id: the receiver deduplicates by it. Deterministic ids make a retried operation write it once. */
  id: string;
  /** What happened, for the logs. */
  kind: string;
  to: OutboxTarget;
  method?: 'POST' | 'DELETE' | 'PATCH';
  /** An internal route of the receiver, e.g. `/internal/requests/<id>/progress`. */
  path: string;
  body?: unknown;
  /** Answers besides 2xx that mean "done" (e.g. 404 for deleting what is already gone). */
  accept?: number[];
  /** Not sent: what the sender keeps beside the message for itself and the logs. */
  meta?: Record<string, string>;
}

export interface OutboxEntry extends Required<Omit<OutboxMessage, 'id' | 'body' | 'accept' | 'meta'>> {
  _id: string;
  body?: unknown;
  accept?: number[];
  meta?: Record<string, string>;
  state: 'ready' | 'failed';
  attempts: number;
  /** Not delivered before; also the lease a relay takes when it claims the entry. */
  nextAttemptAt: Date;
  createdAt: Date;
  lastError?: string;
  /** When the relay gave up on it (state failed). */
  failedAt?: Date;
  /** The trace of the work that recorded it: its delivery carries on that trace (trace-context.ts). */
  traceparent?: string;
}

export const newEventId = () => randomUUID();

// An error without writeErrors is no duplicate (an empty list would pass `every`: a database that is down is no retry).
const isDuplicateKey = (err: unknown) => {
  const { code, writeErrors } = err as { code?: number; writeErrors?: Array<{ code?: number }> };
  return code === 11000 || (!!writeErrors?.length && writeErrors.every((e) => e.code === 11000));
};

export function createOutbox(db: Connection) {
  const entries = () => db.collection<OutboxEntry>('outbox');
  const listeners = new Set<() => void>();

  /** Inserts the messages, deliverable at once (an id already there is left as it is: the same operation retried). */
  async function insert(messages: OutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = new Date();
    const trace = currentTrace();
    const docs = messages.map(({ id, kind, to, method = 'POST', path, body, accept, meta }) => ({
      _id: id,
      kind,
      to,
      method,
      path,
      ...(body === undefined ? {} : { body }),
      ...(accept ? { accept } : {}),
      ...(meta ? { meta } : {}),
      ...(trace ? { traceparent: formatTraceparent(trace) } : {}),
      state: 'ready' as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }));
    try {
      await entries().insertMany(docs, { ordered: false });
    } catch (err) {
      // The same operation retried: its messages are already there.
      if (!isDuplicateKey(err)) throw err;
    }
  }

  const wake = () => {
    for (const listener of listeners) listener();
  };

  return {
    /** Records messages that need no change of their own: deliverable at once, one write. */
    async send(messages: OutboxMessage[]): Promise<void> {
      await insert(messages);
      if (messages.length > 0) wake();
    },

    /**
     * Many events, one delivery: adds `item` to the list `field` of message `id`'s body, first recording the
     * message (ready, due at `dueAt`) when there is none. Only a message no relay has claimed yet takes
     * more; one being delivered makes this throw, and the caller's retry (after it is gone) starts the next.
     */
    async collect(message: OutboxMessage, field: string, item: unknown, dueAt: Date): Promise<void> {
      const { id, kind, to, method = 'POST', path, body = {} } = message;
      // Set field by field: setting `body` whole would conflict with the list added to inside it.
      const fixed = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([key, value]) => [`body.${key}`, value]));
      const fresh = { kind, to, method, path, ...fixed, state: 'ready', nextAttemptAt: dueAt, createdAt: new Date() };
      try {
        await entries().updateOne({ _id: id, attempts: 0 }, { $setOnInsert: fresh, $addToSet: { [`body.${field}`]: item } } as never, {
          upsert: true,
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw new Error(`outbox: ${id} is being delivered; this item waits for the next one`);
        throw err;
      }
    },

    /** Called after messages become deliverable (the relay in this process wakes up at once). */
    onRelease(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** What the relay gave up on (a receiver's or mail server's permanent refusal), newest first, for an operator. */
    async listFailed(to: OutboxTarget, limit = 50): Promise<{ count: number; entries: OutboxEntry[] }> {
      const filter = { state: 'failed' as const, to };
      const [count, found] = await Promise.all([
        entries().countDocuments(filter),
        entries().find(filter).sort({ failedAt: -1 }).limit(limit).toArray(),
      ]);
      return { count, entries: found as OutboxEntry[] };
    },

    collection: entries,
    /** Runs once the database connection is closed for good (the relay stops then); answers how to unsubscribe. */
    onClose(listener: () => void): () => void {
      db.once('close', listener);
      return () => db.off('close', listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
