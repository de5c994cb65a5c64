// Delivers a service's outbox (outbox.ts) to the owners' internal routes. Any number of replicas may
// run it on one database: an entry is claimed with one atomic findOneAndUpdate that pushes its
// nextAttemptAt forward (a lease), so only the claimer sends it until the lease runs out. A failure is
// retried with exponential backoff; an entry whose process died mid-delivery is picked up again when
// its lease ends. Receivers deduplicate by the event id (`x-event-id`, see inbox.ts), so the
// at-least-once delivery this gives has exactly-once effects. E-mails (to: 'mail', outbox-mail.ts) go
// through the mailer instead, with the entry id as their Message-ID, so a repeat is the same message;
// messages to 'self' are work this service does later (`handleSelf`), e.g. turning an event into e-mails.
import type { Collection } from 'mongoose';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { Outbox, OutboxEntry } from './outbox';
import { createDelivery } from './outbox-delivery';
import { startPollLoop } from './poll-loop';
import type { ServiceName } from './services';

export interface OutboxRelayOptions {
  outbox: Outbox;
  urls: Partial<Record<ServiceName, string | undefined>>;
  internalToken: string;
  logger?: Logger;
  /** 0: nothing runs by itself, only `drain()` and `deliverNow()` (tests drive it by hand). */
  pollMs?: number;
  leaseMs?: number;
  timeoutMs?: number;
  maxBackoffMs?: number;
  /** Sends the e-mail messages; null or absent: they are kept as failed ("no mail transport"). */
  mailer?: Mailer | null;
  /** One SMTP attempt's limit: below the lease, so no other relay takes the message while it is sent. */
  mailTimeoutMs?: number;
  /** A temporary refusal older than this is given up on and kept as failed (mail systems give up after days too). */
  mailGiveUpMs?: number;
  /** Does the work of messages to 'self' (within the lease); a throw is retried with back-off. */
  handleSelf?: (entry: OutboxEntry) => Promise<void>;
}

export interface OutboxRelay {
  /** Delivers what is due now, in this call; answers how many were delivered. */
  drain(): Promise<number>;
  /** Tries these entries at once (e.g. before answering the request that wrote them); true when all arrived. */
  deliverNow(ids: string[], timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { outbox, urls, internalToken, logger } = options;
  const { pollMs = 500, leaseMs = 15_000, timeoutMs = 3000, maxBackoffMs = 30_000 } = options;
  const { mailer = null, mailTimeoutMs = 10_000, mailGiveUpMs = 3 * 24 * 3600_000 } = options;
  const entries = () => outbox.collection() as unknown as Collection<OutboxEntry>;

  async function claim(filter: Record<string, unknown>): Promise<OutboxEntry | null> {
    const now = new Date();
    return entries().findOneAndUpdate(
      { ...filter, nextAttemptAt: { $lte: now } },
      { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    );
  }

  // An entry is the message plus its delivery state; delivery knows it by `id`.
  const delivery = createDelivery<OutboxEntry & { id: string }>({
    urls,
    internalToken,
    mailer,
    mailTimeoutMs,
    mailGiveUpMs,
    maxBackoffMs,
    handleSelf: options.handleSelf,
  });

  /** True when delivered (or given up on for good). */
  async function deliver(entry: OutboxEntry, limitMs = timeoutMs): Promise<boolean> {
    const outcome = await delivery.attempt({ ...entry, id: entry._id }, limitMs);
    if ('done' in outcome) {
      await entries().deleteOne({ _id: entry._id });
      return true;
    }
    if ('refused' in outcome) {
      await entries().updateOne({ _id: entry._id }, { $set: { state: 'failed', lastError: outcome.refused, failedAt: new Date() } });
      logger?.error('outbox: message refused for good, kept as failed', { id: entry._id, kind: entry.kind, err: outcome.refused });
      return true;
    }
    const retryAt = new Date(Date.now() + delivery.backoff(entry.attempts));
    await entries()
      .updateOne({ _id: entry._id }, { $set: { nextAttemptAt: retryAt, lastError: outcome.retry } })
      .catch(() => undefined);
    logger?.warn('outbox: delivery failed, will retry', { id: entry._id, kind: entry.kind, attempts: entry.attempts, err: outcome.retry });
    return false;
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (let entry = await claim({ state: 'ready' }); entry && !loop.stopped; entry = await claim({ state: 'ready' })) {
      if (await deliver(entry)) delivered++;
    }
    return delivered;
  }

  const loop = startPollLoop(drain, { pollMs, logger, label: 'outbox' });
  const unsubscribe = outbox.onRelease(() => loop.schedule(0));
  const forget = outbox.onClose(loop.halt);
  loop.schedule(0);

  return {
    drain,
    async deliverNow(ids, limitMs = timeoutMs) {
      const deadline = Date.now() + limitMs;
      const results = await Promise.all(
        ids.map(async (id) => {
          for (;;) {
            const entry = await claim({ _id: id, state: 'ready' });
            if (entry) return deliver(entry, Math.max(1, deadline - Date.now()));
            // Not claimable: delivered already, or another relay (or this one's loop) is sending it.
            const left = await entries().findOne({ _id: id });
            if (!left) return true;
            if (left.state === 'failed' || Date.now() >= deadline) return false;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        }),
      );
      return results.every(Boolean);
    },
    async stop() {
      unsubscribe();
      forget();
      await loop.stop();
    },
  };
}
