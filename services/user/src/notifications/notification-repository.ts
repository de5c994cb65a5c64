// Two collections make "exactly one e-mail per event and recipient" hold under retries, races and
// restarts:
//   notification_events  one row per event, `_id` = the event's key (e.g. `request.approved:<id>`):
//                        a retried or racing writer inserts the same key and the second insert is a no-op;
//   notification_mails   one row per event and recipient, `_id` = `<event key>|<account id>`: two senders
//                        expanding one event at once still store one mail for each person.
// Both are worked off by claiming a row with one atomic findOneAndUpdate that pushes `nextAttemptAt`
// forward (a lease), so replicas never work one row at once and a row whose process died is taken over.
import type { Collection, Connection } from 'mongoose';
import type { NotificationKind } from '@agency/contracts';

export type NotificationEventType =
  | 'request.created'
  | 'request.approved'
  | 'request.rejected'
  | 'request.assigned'
  | 'member.assigned'
  | 'request.progress'
  | 'thread.message'
  | 'contact.message';

/** What happened; the sender decides later who is told (from the request as it is then, and each person's settings). */
export interface NotificationEvent {
  key: string;
  type: NotificationEventType;
  requestId?: string;
  /** member.assigned: who was assigned. */
  memberId?: string;
  /** request.progress: the request's status and the task change behind it. */
  status?: string;
  taskStatus?: string;
  /** thread.message: who wrote what (never e-mailed to its own author). */
  message?: { id: string; authorId: string; authorName: string; authorRole: string; body: string; fileCount: number };
  /** contact.message: the visitor's message. */
  contact?: { id: string; name: string; email: string; subject: string; message: string };
}

export interface StoredEvent extends Omit<NotificationEvent, 'key'> {
  _id: string;
  /** held: written before its change, not sent until released (or, after a crash, confirmed). */
  state: 'held' | 'pending' | 'expanded';
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  lastError?: string;
}

export interface NewMail {
  accountId: string;
  kind: NotificationKind;
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends NewMail {
  _id: string;
  eventId: string;
  state: 'pending' | 'sent';
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt?: Date;
  lastError?: string;
}

const isDuplicateKey = (err: unknown) =>
  (err as { code?: number }).code === 11000 ||
  ((err as { writeErrors?: Array<{ code?: number }> }).writeErrors ?? []).every((e) => e.code === 11000);

/** Sent mails are kept this long (what was sent to whom, for support), then dropped. */
const SENT_KEPT_SECONDS = 30 * 24 * 3600;

export function createNotificationRepository(db: Connection) {
  const events = () => db.collection<StoredEvent>('notification_events') as unknown as Collection<StoredEvent>;
  const mails = () => db.collection<StoredMail>('notification_mails') as unknown as Collection<StoredMail>;
  let indexed: Promise<unknown> | null = null;
  const ensureIndexes = () =>
    (indexed ??= Promise.all([
      events().createIndex({ state: 1, nextAttemptAt: 1 }),
      mails().createIndex({ state: 1, nextAttemptAt: 1 }),
      mails().createIndex({ sentAt: 1 }, { expireAfterSeconds: SENT_KEPT_SECONDS }),
    ]).catch((err) => {
      indexed = null;
      throw err;
    }));

  async function claim<T extends { _id: string }>(collection: Collection<T>, leaseMs: number): Promise<T | null> {
    const now = new Date();
    return (await collection.findOneAndUpdate(
      { state: 'pending', nextAttemptAt: { $lte: now } } as never,
      { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } } as never,
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    )) as T | null;
  }

  return {
    ensureIndexes,

    /** Records the event once: the same key again (a retry, a racing twin) changes nothing. */
    async record({ key, ...event }: NotificationEvent, { held = false } = {}): Promise<void> {
      const now = new Date();
      try {
        await events().insertOne({ _id: key, ...event, state: held ? 'held' : 'pending', attempts: 0, nextAttemptAt: now, createdAt: now });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    },

    async release(key: string): Promise<void> {
      await events().updateOne({ _id: key, state: 'held' }, { $set: { state: 'pending', nextAttemptAt: new Date() } });
    },

    async drop(key: string): Promise<void> {
      await events().deleteOne({ _id: key, state: 'held' });
    },

    /** A held event older than `graceMs`: its writer died between hold and release. */
    async claimHeld(graceMs: number, leaseMs: number): Promise<StoredEvent | null> {
      const now = new Date();
      return (await events().findOneAndUpdate(
        { state: 'held', createdAt: { $lte: new Date(now.getTime() - graceMs) }, nextAttemptAt: { $lte: now } } as never,
        { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) } } as never,
        { returnDocument: 'after' },
      )) as StoredEvent | null;
    },

    claimEvent: (leaseMs: number) => claim(events(), leaseMs),

    /** Stores one mail per recipient (each once, whoever expands the event), then marks the event done. */
    async expand(eventId: string, newMails: NewMail[]): Promise<void> {
      if (newMails.length > 0) {
        const now = new Date();
        const docs = newMails.map((mail) => ({
          _id: `${eventId}|${mail.accountId}`,
          eventId,
          ...mail,
          state: 'pending' as const,
          attempts: 0,
          nextAttemptAt: now,
          createdAt: now,
        }));
        try {
          await mails().insertMany(docs, { ordered: false });
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
        }
      }
      await events().updateOne({ _id: eventId }, { $set: { state: 'expanded' } });
    },

    async retryEventLater(eventId: string, at: Date, error: string): Promise<void> {
      await events().updateOne({ _id: eventId }, { $set: { nextAttemptAt: at, lastError: error } });
    },

    claimMail: (leaseMs: number) => claim(mails(), leaseMs),

    async markSent(mailId: string): Promise<void> {
      await mails().updateOne({ _id: mailId }, { $set: { state: 'sent', sentAt: new Date() }, $unset: { lastError: '' } });
    },

    async retryMailLater(mailId: string, at: Date, error: string): Promise<void> {
      await mails().updateOne({ _id: mailId }, { $set: { nextAttemptAt: at, lastError: error } });
    },

    /** Tests and operators: the mails of one event, or every mail. */
    listMails: (eventId?: string) =>
      mails()
        .find(eventId ? { eventId } : {})
        .toArray(),
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
