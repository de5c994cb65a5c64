import { Schema, trusted, type Connection, type Model } from 'mongoose';

// Counters live in the database, not in memory: several auth replicas and a restart share them.
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    // Fixed window: the count resets when the window ends. The TTL index lets real MongoDB drop old windows.
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { collection: 'login_failures', versionKey: false },
);

type CounterDoc = { _id: string; count: number; expiresAt: Date };

export interface FailureCounter {
  /** The live window of `key`, or null when it has none (or it ended). */
  read(key: string, now: Date): Promise<{ count: number; expiresAt: Date } | null>;
  add(key: string, now: Date, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

// `trusted`: these operators are ours; sanitizeFilter (server-kit) only has to stop request input.
export function createFailureCounter(db: Connection): FailureCounter {
  const Counter = (db.models.LoginFailure as Model<CounterDoc> | undefined) ?? db.model<CounterDoc>('LoginFailure', counterSchema);
  return {
    async read(key, now) {
      const doc = await Counter.findOne({ _id: key, expiresAt: trusted({ $gt: now }) }).lean();
      return doc ? { count: doc.count, expiresAt: doc.expiresAt } : null;
    },
    async add(key, now, windowMs) {
      await Counter.deleteOne({ _id: key, expiresAt: trusted({ $lte: now }) });
      try {
        await Counter.updateOne(
          { _id: key },
          { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(now.getTime() + windowMs) } },
          { upsert: true },
        );
      } catch (err) {
        // Two first failures racing to create the window: the loser just counts into it.
        if ((err as { code?: number }).code !== 11000) throw err;
        await Counter.updateOne({ _id: key }, { $inc: { count: 1 } });
      }
    },
    async clear(key) {
      await Counter.deleteOne({ _id: key });
    },
  };
}
