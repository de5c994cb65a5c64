import type { Connection } from 'mongoose';
import type { FailedMailList } from '@agency/contracts';
import { failedMailOf, type EmbeddedMessage } from '@agency/server-kit';

/** The collections whose documents carry auth's e-mails: accounts (e-mail change), password_resets (reset). */
export const MAIL_CARRIERS = ['accounts', 'password_resets'] as const;

const NEWEST = 50;

type FailedMessage = EmbeddedMessage & { failedAt: Date; lastError?: string; attempts?: number };

/**
 * The e-mails the mail server refused for good (newest 50 and the count), as an admin sees them: the
 * relays keep each in its document's `failedMessages`. Few documents hold one, and the admin's page asks
 * rarely, so the lookup is a scan of the documents that have the field.
 */
export async function listFailedMail(db: Connection): Promise<FailedMailList> {
  const found = await Promise.all(
    MAIL_CARRIERS.map((name) =>
      db
        .collection<{ failedMessages?: FailedMessage[] }>(name)
        .find({ failedMessages: { $exists: true } }, { projection: { failedMessages: 1 } })
        .toArray(),
    ),
  );
  const failed = found
    .flat()
    .flatMap((doc) => doc.failedMessages ?? [])
    .filter((message) => message.to === 'mail')
    .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
  return {
    count: failed.length,
    mails: failed.slice(0, NEWEST).map((message) => failedMailOf({ ...message, attempts: message.attempts ?? 1 })),
  };
}
