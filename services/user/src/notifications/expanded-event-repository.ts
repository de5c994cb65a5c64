// The events already turned into e-mails (collection `notification_events`, `_id` = the event's key).
// The outbox drops a message once it is handled, so without this record a retry that records an event
// again after that (the admin service re-sending an approval) would e-mail everyone a second time.
import type { Collection, Connection } from 'mongoose';

interface ExpandedDoc {
  _id: string;
  expandedAt: Date;
}

/** Longer than any sender retries an event (the admin and member relays give up within days). */
const KEPT_SECONDS = 30 * 24 * 3600;

export function createExpandedEventRepository(db: Connection) {
  const expanded = () => db.collection<ExpandedDoc>('notification_events') as unknown as Collection<ExpandedDoc>;
  let indexed: Promise<unknown> | null = null;
  const ensureIndex = () =>
    (indexed ??= expanded()
      .createIndex({ expandedAt: 1 }, { expireAfterSeconds: KEPT_SECONDS })
      .catch((err) => {
        indexed = null;
        throw err;
      }));

  return {
    async has(key: string): Promise<boolean> {
      return (await expanded().countDocuments({ _id: key }, { limit: 1 })) > 0;
    },
    async mark(key: string): Promise<void> {
      await ensureIndex();
      await expanded().updateOne({ _id: key }, { $setOnInsert: { expandedAt: new Date() } }, { upsert: true });
    },
  };
}

export type ExpandedEventRepository = ReturnType<typeof createExpandedEventRepository>;
