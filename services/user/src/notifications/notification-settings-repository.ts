// Each person's e-mail switches (collection `notification_settings`, `_id` = the account id). Only the
// kinds turned off are meaningful: a person with no document, or a kind never set, gets every e-mail.
import type { Collection, Connection } from 'mongoose';
import { trusted } from 'mongoose';
import type { NotificationKind } from '@agency/contracts';

interface SettingsDoc {
  _id: string;
  kinds: Partial<Record<NotificationKind, boolean>>;
  updatedAt: Date;
}

export function createNotificationSettingsRepository(db: Connection) {
  const settings = () => db.collection<SettingsDoc>('notification_settings') as unknown as Collection<SettingsDoc>;

  return {
    async find(accountId: string): Promise<Partial<Record<NotificationKind, boolean>>> {
      return (await settings().findOne({ _id: accountId }))?.kinds ?? {};
    },

    /** Sets the given switches in one write; the others stay as they were. */
    async update(
      accountId: string,
      changes: Partial<Record<NotificationKind, boolean>>,
    ): Promise<Partial<Record<NotificationKind, boolean>>> {
      const set = Object.fromEntries(Object.entries(changes).map(([kind, enabled]) => [`kinds.${kind}`, enabled]));
      const doc = await settings().findOneAndUpdate(
        { _id: accountId },
        { $set: { ...set, updatedAt: new Date() } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc?.kinds ?? {};
    },

    /** Of these people, the ones who turned `kind` off. */
    async whoTurnedOff(accountIds: string[], kind: NotificationKind): Promise<Set<string>> {
      if (accountIds.length === 0) return new Set();
      const docs = await settings()
        .find({ _id: trusted({ $in: accountIds }) as unknown as string, [`kinds.${kind}`]: false })
        .project<{ _id: string }>({ _id: 1 })
        .toArray();
      return new Set(docs.map((doc) => doc._id));
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;
