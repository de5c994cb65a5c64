// Delivers the messages documents of one collection carry (embedded-messages.ts). Like the outbox
// relay, any number of replicas may run it on one database: a document is claimed with one atomic
// findOneAndUpdate that pushes its messagesDueAt forward (a lease), its messages are attempted (the
// attempt itself is outbox-delivery.ts, shared with the outbox relay), and one more write on the same
// document takes off what was delivered or refused, applies the owner's undo for a refusal, and sets when
// to try the rest again (exponential back-off). A relay that dies mid-pass leaves the lease to run out;
// the messages are delivered again then, which idempotent receivers take as a repeat.
import type { Collection, Connection } from 'mongoose';
import { PENDING, pendingIds, toEmbedded, type EmbeddedMessage } from './embedded-messages';
import type { Logger } from './logger';
import type { OutboxMessage } from './outbox';
import { createDelivery, type DeliveryOptions, type Outcome } from './outbox-delivery';
import { startPollLoop } from './poll-loop';

interface CarrierDoc {
  _id: unknown;
  pendingMessages?: EmbeddedMessage[];
  messageAttempts?: number;
}

export interface EmbeddedMessageRelayOptions extends Omit<DeliveryOptions<EmbeddedMessage>, 'maxBackoffMs'> {
  /** The owner's connection and the collection whose documents carry messages. */
  db: Connection;
  collection: string;
  logger?: Logger;
  /**
   * A receiver refused a message for good: the owner's undo of the change that recorded it, as update
   * pipeline stages run in the same write that takes the message off (so the undo happens once it is
   * certain, and with it). None: the message is kept in `failedMessages` with an error log.
   */
  onRefused?: (message: EmbeddedMessage, refusal: { status?: number; answer?: unknown }) => object[] | null;
  /** 0: nothing runs by itself, only `drain()` and `deliverNow()` (tests drive it by hand). */
  pollMs?: number;
  leaseMs?: number;
  /** One attempt's limit. */
  timeoutMs?: number;
  maxBackoffMs?: number;
  /**
   * A field of the document that the write after a pass sets to now when messages came off (e.g. the
   * owner's `updatedAt`): a reader following changes to these documents by that field sees deliveries too.
   */
  touchField?: string;
}

export interface EmbeddedMessageRelay {
  /** Delivers what is due now, in this call; answers how many documents it went through. */
  drain(): Promise<number>;
  /**
   * The writer's own attempt, right after the write that recorded `messages` in the document `_id`
   * (as stored, e.g. an ObjectId): each is tried at once (also one another process took meanwhile:
   * receivers are idempotent), and the outcomes come back in order, answers included.
   */
  deliverNow(_id: unknown, messages: OutboxMessage[], timeoutMs?: number): Promise<Outcome[]>;
  stop(): Promise<void>;
}

const notIn = (ids: string[]) => ({ $not: [{ $in: ['$$p.id', { $literal: ids }] }] });

export function startEmbeddedMessageRelay(options: EmbeddedMessageRelayOptions): EmbeddedMessageRelay {
  const { db, logger, onRefused, pollMs = 500, leaseMs = 15_000, timeoutMs = 3000, touchField } = options;
  const carriers = () => db.collection(options.collection) as unknown as Collection<CarrierDoc>;
  const delivery = createDelivery<EmbeddedMessage>(options);

  async function claim(): Promise<CarrierDoc | null> {
    const now = new Date();
    return carriers().findOneAndUpdate(
      { messagesPending: true, messagesDueAt: { $lte: now } },
      { $set: { messagesDueAt: new Date(now.getTime() + leaseMs) }, $inc: { messageAttempts: 1 } },
      { sort: { messagesDueAt: 1 }, returnDocument: 'after', projection: { pendingMessages: 1, messageAttempts: 1 } },
    );
  }

  /** The one write after a pass: off go the delivered and the refused (with the owner's undo), the rest wait. */
  async function settle(_id: unknown, tried: EmbeddedMessage[], outcomes: Outcome[], attempts: number): Promise<void> {
    const finished: string[] = [];
    const undo: object[] = [];
    const failed: object[] = [];
    let retry = false;
    tried.forEach((message, i) => {
      const outcome = outcomes[i]!;
      if ('retry' in outcome) {
        retry = true;
        logger?.warn('embedded messages: delivery failed, will retry', { id: message.id, kind: message.kind, err: outcome.retry });
        return;
      }
      finished.push(message.id);
      if (!('refused' in outcome)) return;
      const stages = onRefused?.(message, outcome) ?? null;
      if (stages) undo.push(...stages);
      // The failed passes in a row, this one included (the writer's own attempt is the first).
      else failed.push({ ...message, failedAt: new Date(), lastError: outcome.refused, attempts: Math.max(attempts, 1) });
      logger?.error(stages ? 'embedded messages: refused for good, undone' : 'embedded messages: refused for good, kept as failed', {
        id: message.id,
        kind: message.kind,
        err: outcome.refused,
      });
    });
    const now = new Date();
    const retryAt = new Date(now.getTime() + delivery.backoff(attempts));
    // Messages recorded while this pass ran are due at once; only those it failed wait for the back-off.
    const onlyTried = { $eq: [{ $size: { $setDifference: [pendingIds, { $literal: tried.map((m) => m.id) }] } }, 0] };
    await carriers().updateOne({ _id } as never, [
      ...undo,
      {
        $set: {
          pendingMessages: { $filter: { input: PENDING, as: 'p', cond: notIn(finished) } },
          ...(failed.length > 0 ? { failedMessages: { $concatArrays: [{ $ifNull: ['$failedMessages', []] }, { $literal: failed }] } } : {}),
          ...(touchField && finished.length > 0 ? { [touchField]: { $literal: now } } : {}),
        },
      },
      {
        $set: {
          messagesPending: { $gt: [{ $size: PENDING }, 0] },
          messagesDueAt: retry ? { $cond: [onlyTried, { $literal: retryAt }, { $literal: now }] } : { $literal: now },
          messageAttempts: retry ? { $ifNull: ['$messageAttempts', 0] } : 0,
        },
      },
    ]);
  }

  async function attemptAll(messages: EmbeddedMessage[], limitMs: number): Promise<Outcome[]> {
    return Promise.all(messages.map((message) => delivery.attempt(message, limitMs)));
  }

  async function drain(): Promise<number> {
    let passes = 0;
    for (let doc = await claim(); doc && !loop.stopped; doc = await claim()) {
      const messages = doc.pendingMessages ?? [];
      await settle(doc._id, messages, await attemptAll(messages, timeoutMs), doc.messageAttempts ?? 1);
      passes++;
    }
    return passes;
  }

  const loop = startPollLoop(drain, { pollMs, logger, label: 'embedded messages' });
  db.once('close', loop.halt);
  loop.schedule(0);

  return {
    drain,
    async deliverNow(_id, recorded, limitMs = timeoutMs) {
      const messages = recorded.map((m) => toEmbedded(m));
      const outcomes = await attemptAll(messages, limitMs);
      await settle(_id, messages, outcomes, 0).catch((err: Error) =>
        // Delivered but not taken off: the relay delivers them again after the writer's lease (a repeat).
        logger?.warn('embedded messages: could not record the delivery', { err: err.message }),
      );
      return outcomes;
    },
    async stop() {
      db.off('close', loop.halt);
      await loop.stop();
    },
  };
}
