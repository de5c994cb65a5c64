// What one service must tell another is first written to its own database (collection `outbox`) and
// then delivered by the relay (outbox-relay.ts) with retries. Neither devdb nor a standalone MongoDB
// has multi-document transactions, so a state change and its message are written as three steps:
//
//   hold(message) → the change itself → release(message)   (or discard it when the change did not happen)
//
// A held message is never delivered before the change is in the database. A process that dies between
// the steps leaves a held message behind; after a grace period the relay asks the sender's own
// `confirm` callback whether the change happened, and delivers or drops it. So a message is never lost
// and never sent for a change that did not happen.
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
  /** What happened, for the sender's `confirm` callback and the logs. */
  kind: string;
  to: OutboxTarget;
  method?: 'POST' | 'DELETE' | 'PATCH';
  /** An internal route of the receiver, e.g. `/internal/requests/<id>/progress`. */
  path: string;
  body?: unknown;
  /** Answers besides 2xx that mean "done" (e.g. 404 for deleting what is already gone). */
  accept?: number[];
  /** Not sent: what the sender's `confirm` needs to check its own change (e.g. the task id). */
  meta?: Record<string, string>;
}

export interface OutboxEntry extends Required<Omit<OutboxMessage, 'id' | 'body' | 'accept' | 'meta'>> {
  _id: string;
  body?: unknown;
  accept?: number[];
  meta?: Record<string, string>;
  state: 'held' | 'ready' | 'failed';
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

  /** Inserts the messages in `state` (an id already there is left as it is: the same operation retried). */
  async function insert(messages: OutboxMessage[], state: 'held' | 'ready'): Promise<void> {
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
      state,
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

  const hold = (messages: OutboxMessage[]) => insert(messages, 'held');
  const wake = () => {
    for (const listener of listeners) listener();
  };

  async function release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await entries().updateMany({ _id: { $in: ids }, state: 'held' }, { $set: { state: 'ready', nextAttemptAt: new Date() } });
    wake();
  }

  async function discard(ids: string[]): Promise<void> {
    if (ids.length > 0) await entries().deleteMany({ _id: { $in: ids }, state: 'held' });
  }

  return {
    hold,
    release,
    discard,

    /**
     * Records messages that need no change of their own (e.g. undoing a step in another service, an
     * event whose change is already written): deliverable at once, one write. One still held by a
     * change in progress under the same id stays held until that change decides.
     */
    async send(messages: OutboxMessage[]): Promise<void> {
      await insert(messages, 'ready');
      if (messages.length > 0) wake();
    },

    /**
     * hold → change → release. `happened(result)` says whether the change took effect (a conditional
     * update that matched nothing did not): if not, the messages are dropped. A thrown change drops them too.
     */
    async withMessages<T>(messages: OutboxMessage[], change: () => Promise<T>, happened: (result: T) => boolean = () => true): Promise<T> {
      const ids = messages.map((m) => m.id);
      await hold(messages);
      let result: T;
      try {
        result = await change();
      } catch (err) {
        await discard(ids).catch(() => undefined); // if this fails too, the relay's confirm decides
        throw err;
      }
      await (happened(result) ? release(ids) : discard(ids));
      return result;
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

    /** Sets a held message's body: the change it waits for decides what it says (before release). */
    async amend(id: string, body: unknown): Promise<void> {
      await entries().updateOne({ _id: id, state: 'held' }, { $set: { body } });
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
