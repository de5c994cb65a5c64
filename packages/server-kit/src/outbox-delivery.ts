// One attempt at delivering one recorded message, whoever recorded it: the outbox collection
// (outbox-relay.ts) or a document's own pending messages (embedded-message-relay.ts). Both relays
// claim, retry and forget in their own storage; what an attempt does and what its answer means is here,
// once: an internal route of another service over HTTP (with the event id as `x-event-id` and
// Idempotency-Key), an e-mail through the mailer (the id as its Message-ID), or work this service does
// itself ('self').
import type { Mailer, MailMessage } from './mailer';
import { productCounter } from './metrics';
import type { OutboxMessage } from './outbox';
import { isPermanentMailRefusal } from './outbox-mail';
import type { ServiceName } from './services';
import { parseTraceparent, runInTrace, traceHeaders } from './trace-context';

/** What a relay hands over: a recorded message as delivery needs it. */
/** A message as a relay attempts it: what the sender recorded, when, and on which trace. */
export type Deliverable = Omit<OutboxMessage, 'meta'> & {
  createdAt: Date;
  /** The trace of the work that recorded it: its delivery carries on that trace. */
  traceparent?: string;
};

/**
 * What one attempt came to: delivered, refused for good, or worth another try later. A receiver's answer
 * (status and JSON body) comes along, for a caller that answers with it (e.g. the task an assign made).
 */
export type Outcome =
  { done: true; status?: number; answer?: unknown } | { refused: string; status?: number; answer?: unknown } | { retry: string };

export interface DeliveryOptions<M extends Deliverable = Deliverable> {
  urls: Partial<Record<ServiceName, string | undefined>>;
  internalToken: string;
  /** Sends the e-mail messages; null or absent: they are refused ("no mail transport"). */
  mailer?: Mailer | null;
  /** One SMTP attempt's limit: below the relay's lease, so no other relay takes the message while it is sent. */
  mailTimeoutMs?: number;
  /** A temporary refusal older than this is given up on (mail systems give up after days too). */
  mailGiveUpMs?: number;
  /** Does the work of messages to 'self'; a throw is retried with back-off. */
  handleSelf?: (message: M) => Promise<void>;
  maxBackoffMs?: number;
}

export interface Delivery<M extends Deliverable = Deliverable> {
  /** One attempt within `limitMs`, in the trace of the work that recorded the message; never throws. */
  attempt(message: M, limitMs: number): Promise<Outcome>;
  /** How long to wait before the next attempt after `attempts` failed ones (exponential, jittered). */
  backoff(attempts: number): number;
}

// A receiver's 4xx means the message itself is wrong: retrying cannot help (except these).
const RETRYABLE_4XX = new Set([408, 423, 425, 429]);

const emailsSent = () => productCounter('agency_emails_sent_total', 'E-mails the mail server accepted');
const emailsFailed = () => productCounter('agency_emails_failed_total', 'E-mails given up on for good (kept as failed)');

export function createDelivery<M extends Deliverable>(options: DeliveryOptions<M>): Delivery<M> {
  const { urls, internalToken, mailer = null, mailTimeoutMs = 10_000, mailGiveUpMs = 3 * 24 * 3600_000, maxBackoffMs = 30_000 } = options;

  async function sendOverHttp(message: M, limitMs: number): Promise<Outcome> {
    const base = urls[message.to as ServiceName];
    if (!base) return { retry: `no URL for ${message.to}` };
    const response = await fetch(`${base}${message.path}`, {
      method: message.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        'x-internal-token': internalToken,
        'x-event-id': message.id,
        'idempotency-key': message.id,
        ...traceHeaders(),
      },
      body: message.body === undefined ? undefined : JSON.stringify(message.body),
      signal: AbortSignal.timeout(limitMs),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    const { status } = response;
    if (response.ok || message.accept?.includes(status)) return { done: true, status, answer };
    const failure = `HTTP ${status}`;
    return status < 500 && !RETRYABLE_4XX.has(status) ? { refused: failure, status, answer } : { retry: failure };
  }

  async function sendMail(message: M): Promise<Outcome> {
    if (!mailer) return { refused: 'no mail transport configured (SMTP_URL or OUTBOX_DIR)' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${mailTimeoutMs} ms`)), mailTimeoutMs);
    });
    try {
      await Promise.race([mailer.send({ ...(message.body as MailMessage), id: message.id }), timeout]);
      return { done: true };
    } catch (err) {
      const failure = (err as Error).message;
      if (isPermanentMailRefusal(err)) return { refused: failure };
      return Date.now() - message.createdAt.getTime() > mailGiveUpMs ? { refused: `gave up: ${failure}` } : { retry: failure };
    } finally {
      clearTimeout(timer);
    }
  }

  async function handleHere(message: M): Promise<Outcome> {
    if (!options.handleSelf) return { retry: 'no handler for messages to self' };
    await options.handleSelf(message);
    return { done: true };
  }

  async function attemptInTrace(message: M, limitMs: number): Promise<Outcome> {
    const run = message.to === 'mail' ? sendMail(message) : message.to === 'self' ? handleHere(message) : sendOverHttp(message, limitMs);
    const outcome = await run.catch((err: Error): Outcome => ({ retry: err.message }));
    if (message.to === 'mail' && 'done' in outcome) emailsSent().inc();
    if (message.to === 'mail' && 'refused' in outcome) emailsFailed().inc();
    return outcome;
  }

  return {
    attempt: (message, limitMs) => runInTrace(parseTraceparent(message.traceparent), () => attemptInTrace(message, limitMs)),
    backoff: (attempts) => Math.min(maxBackoffMs, 250 * 2 ** Math.min(attempts, 10)) * (0.75 + Math.random() / 2),
  };
}
