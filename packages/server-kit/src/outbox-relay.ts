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
import type { Mailer, MailMessage } from './mailer';
import { productCounter } from './metrics';
import type { Outbox, OutboxEntry } from './outbox';
import { isPermanentMailRefusal } from './outbox-mail';
import type { ServiceName } from './services';
import { parseTraceparent, runInTrace, traceHeaders } from './trace-context';

export interface OutboxRelayOptions {
  outbox: Outbox;
  urls: Partial<Record<ServiceName, string | undefined>>;
  internalToken: string;
  logger?: Logger;
  /** Sender-side check for a message left held by a crash: did its change happen? (default: yes) */
  confirm?: (entry: OutboxEntry) => Promise<boolean>;
  /** 0: nothing runs by itself, only `drain()` and `deliverNow()` (tests drive it by hand). */
  pollMs?: number;
  leaseMs?: number;
  timeoutMs?: number;
  /** How long a message may stay held before the relay decides it with `confirm`. */
  heldGraceMs?: number;
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

// A receiver's 4xx means the message itself is wrong: retrying cannot help, it is kept as failed for an operator.
const RETRYABLE_4XX = new Set([408, 423, 425, 429]);

/** What one attempt came to: delivered, refused for good, or worth another try later. */
type Outcome = { done: true } | { refused: string } | { retry: string };

const emailsSent = () => productCounter('agency_emails_sent_total', 'E-mails the mail server accepted');
const emailsFailed = () => productCounter('agency_emails_failed_total', 'E-mails given up on for good (kept as failed)');

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { outbox, urls, internalToken, logger, confirm = async () => true } = options;
  const { pollMs = 500, leaseMs = 15_000, timeoutMs = 3000, heldGraceMs = 30_000, maxBackoffMs = 30_000 } = options;
  const { mailer = null, mailTimeoutMs = 10_000, mailGiveUpMs = 3 * 24 * 3600_000 } = options;
  const entries = () => outbox.collection() as unknown as Collection<OutboxEntry>;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const backoff = (attempts: number) => Math.min(maxBackoffMs, 250 * 2 ** Math.min(attempts, 10)) * (0.75 + Math.random() / 2);

  async function claim(filter: Record<string, unknown>): Promise<OutboxEntry | null> {
    const now = new Date();
    return entries().findOneAndUpdate(
      { ...filter, nextAttemptAt: { $lte: now } },
      { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    );
  }

  async function sendOverHttp(entry: OutboxEntry, limitMs: number): Promise<Outcome> {
    const base = urls[entry.to as ServiceName];
    if (!base) return { retry: `no URL for ${entry.to}` };
    const response = await fetch(`${base}${entry.path}`, {
      method: entry.method,
      headers: {
        'content-type': 'application/json',
        'x-internal-token': internalToken,
        'x-event-id': entry._id,
        'idempotency-key': entry._id,
        ...traceHeaders(),
      },
      body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
      signal: AbortSignal.timeout(limitMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok || entry.accept?.includes(response.status)) return { done: true };
    const failure = `HTTP ${response.status}`;
    return response.status < 500 && !RETRYABLE_4XX.has(response.status) ? { refused: failure } : { retry: failure };
  }

  async function sendMail(entry: OutboxEntry): Promise<Outcome> {
    if (!mailer) return { refused: 'no mail transport configured (SMTP_URL or OUTBOX_DIR)' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${mailTimeoutMs} ms`)), mailTimeoutMs);
    });
    try {
      await Promise.race([mailer.send({ ...(entry.body as MailMessage), id: entry._id }), timeout]);
      return { done: true };
    } catch (err) {
      const failure = (err as Error).message;
      if (isPermanentMailRefusal(err)) return { refused: failure };
      return Date.now() - entry.createdAt.getTime() > mailGiveUpMs ? { refused: `gave up: ${failure}` } : { retry: failure };
    } finally {
      clearTimeout(timer);
    }
  }

  async function handleHere(entry: OutboxEntry): Promise<Outcome> {
    if (!options.handleSelf) return { retry: 'no handler for messages to self' };
    await options.handleSelf(entry);
    return { done: true };
  }

  function attempt(entry: OutboxEntry, limitMs: number): Promise<Outcome> {
    if (entry.to === 'mail') return sendMail(entry);
    return entry.to === 'self' ? handleHere(entry) : sendOverHttp(entry, limitMs);
  }

  /** True when delivered (or given up on for good): in the trace of the work that recorded it, so its logs and its receiver carry on that trace. */
  function deliver(entry: OutboxEntry, limitMs = timeoutMs): Promise<boolean> {
    return runInTrace(parseTraceparent(entry.traceparent), () => deliverInTrace(entry, limitMs));
  }

  async function deliverInTrace(entry: OutboxEntry, limitMs: number): Promise<boolean> {
    const outcome = await attempt(entry, limitMs).catch((err: Error): Outcome => ({ retry: err.message }));
    if ('done' in outcome) {
      if (entry.to === 'mail') emailsSent().inc();
      await entries().deleteOne({ _id: entry._id });
      return true;
    }
    if ('refused' in outcome) {
      if (entry.to === 'mail') emailsFailed().inc();
      await entries().updateOne({ _id: entry._id }, { $set: { state: 'failed', lastError: outcome.refused, failedAt: new Date() } });
      logger?.error('outbox: message refused for good, kept as failed', { id: entry._id, kind: entry.kind, err: outcome.refused });
      return true;
    }
    const retryAt = new Date(Date.now() + backoff(entry.attempts));
    await entries()
      .updateOne({ _id: entry._id }, { $set: { nextAttemptAt: retryAt, lastError: outcome.retry } })
      .catch(() => undefined);
    logger?.warn('outbox: delivery failed, will retry', { id: entry._id, kind: entry.kind, attempts: entry.attempts, err: outcome.retry });
    return false;
  }

  /** A message held longer than the grace period: its writer died between hold and release. */
  async function settleHeld(): Promise<boolean> {
    const entry = await claim({ state: 'held', createdAt: { $lte: new Date(Date.now() - heldGraceMs) } });
    if (!entry) return false;
    if (await confirm(entry)) await entries().updateOne({ _id: entry._id }, { $set: { state: 'ready', nextAttemptAt: new Date() } });
    else await entries().deleteOne({ _id: entry._id, state: 'held' });
    return true;
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    while (!stopped && (await settleHeld())) {
      /* keep settling */
    }
    for (let entry = await claim({ state: 'ready' }); entry && !stopped; entry = await claim({ state: 'ready' })) {
      if (await deliver(entry)) delivered++;
    }
    return delivered;
  }

  function schedule(delayMs: number) {
    if (stopped || pollMs === 0) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    running = drain()
      .catch((err: Error) => logger?.warn('outbox: relay pass failed', { err: err.message }))
      .finally(() => schedule(pollMs));
  }

  const unsubscribe = outbox.onRelease(() => schedule(0));
  const forget = outbox.onClose(() => {
    stopped = true;
    clearTimeout(timer);
  });
  schedule(0);

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
      stopped = true;
      unsubscribe();
      forget();
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
