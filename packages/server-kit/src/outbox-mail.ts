// E-mails are one more kind of outbox message (outbox.ts): recorded with the change that causes them,
// sent by the relay (outbox-relay.ts) through the mailer (mailer.ts), retried with back-off while the
// mail server is away, and kept as failed when it refuses a message for good.
import type { FailedMail, FailedMailList } from '@agency/contracts';
import type { MailMessage } from './mailer';
import { newEventId, type Outbox, type OutboxMessage } from './outbox';

/** The e-mail an outbox message carries; its Message-ID comes from the message's id. */
export type OutboxMail = Omit<MailMessage, 'id'>;

/** An outbox message that is an e-mail. No mail yet (`undefined`): the sender amends it before release. */
export function mailMessage(kind: string, mail?: OutboxMail, meta?: Record<string, string>, id: string = newEventId()): OutboxMessage {
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

/** A recorded e-mail the mail server refused for good, as an admin sees it (from the outbox or a document's failedMessages). */
export function failedMailOf(entry: {
  id: string;
  kind: string;
  body?: unknown;
  lastError?: string;
  attempts: number;
  failedAt: Date;
}): FailedMail {
  const mail = (entry.body ?? {}) as Partial<OutboxMail>;
  return {
    id: entry.id,
    kind: entry.kind,
    to: mail.to ?? '',
    subject: mail.subject ?? '',
    error: entry.lastError ?? '',
    attempts: entry.attempts,
    failedAt: entry.failedAt.toISOString(),
  };
}

/** The e-mails the mail server refused for good (newest 50 and the count), as an admin sees them. */
export async function listFailedMail(outbox: Outbox): Promise<FailedMailList> {
  const { count, entries } = await outbox.listFailed('mail');
  return {
    count,
    mails: entries.map((entry) => failedMailOf({ ...entry, id: entry._id, failedAt: entry.failedAt ?? entry.createdAt })),
  };
}
