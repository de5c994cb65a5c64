// E-mails are one more kind of outbox message (outbox.ts): recorded with the change that causes them,
// sent by the relay (outbox-relay.ts) through the mailer (mailer.ts), retried with back-off while the
// mail server is away, and kept as failed when it refuses a message for good.
import type { MailMessage } from './mailer';
import { newEventId, type OutboxMessage } from './outbox';

/** The e-mail an outbox message carries; its Message-ID comes from the message's id. */
export type OutboxMail = Omit<MailMessage, 'id'>;

/** An outbox message that is an e-mail. No mail yet (`undefined`): the sender amends it before release. */
export function mailMessage(kind: string, mail?: OutboxMail, meta?: Record<string, string>, id = newEventId()): OutboxMessage {
  return { id, kind, to: 'mail', path: '', ...(mail ? { body: mail } : {}), ...(meta ? { meta } : {}) };
}

/**
 * A 5xx reply to the envelope or the message (unknown mailbox, message refused): sending it again
 * cannot help. A 5xx to the login (EAUTH) is not the message's fault: every mail waits until an
 * operator fixes the account. Everything else (4xx, refused or dropped connection, time-out) is retried.
 */
export function isPermanentMailRefusal(err: unknown): boolean {
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}
