// Fixed-window counters in the service's own database, so every replica and a restarted process
// see the same counts. A hit is counted (atomically, $inc) before the caller judges it: N parallel
// requests see N different counts, so no more than the limit of them can be let through.
import type { Connection } from 'mongoose';

export interface WindowCount {
  /** This hit's place in the window, itself included. */
  count: number;
  /** When the window ends (its count starts again from zero). */
  expiresAt: Date;
}

export interface WindowCounter {
  /** Counts one hit of `key` in its live window (a new one of `windowMs` when none is live). */
  hit(key: string, windowMs: number, now?: Date): Promise<WindowCount>;
  /** Gives one hit back to the window it was counted in; a no-op once that window has ended. */
  release(key: string, window: WindowCount): Promise<void>;
  /** The live window of `key`, or null. */
  read(key: string, now?: Date): Promise<WindowCount | null>;
  clear(key: string): Promise<void>;
}

interface CounterDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;

export function createWindowCounter(db: Connection, collectionName: string): WindowCounter {
  const counters = () => db.collection<CounterDoc>(collectionName);
  let indexed: Promise<unknown> | null = null;
  // Real MongoDB drops ended windows itself; the code never relies on it (an ended window is replaced).
  const ensureIndex = () =>
    (indexed ??= counters()
      .createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 })
      .catch(() => (indexed = null)));

  // One round trip in the common case: count into the window; only an ended window costs a second write.
  async function hit(key: string, windowMs: number, now = new Date()): Promise<WindowCount> {
    await ensureIndex();
    for (let attempt = 0; attempt < 5; attempt++) {
      let doc: CounterDoc | null;
      try {
        doc = await counters().findOneAndUpdate(
          { _id: key },
          { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(now.getTime() + windowMs) } },
          { upsert: true, returnDocument: 'after' },
        );
      } catch (err) {
        // Two first hits racing to create the window: the loser counts into the winner's window.
        if ((err as { code?: number }).code === DUPLICATE_KEY) continue;
        throw err;
      }
      if (!doc) throw new Error(`window counter ${collectionName}: upsert returned nothing`);
      if (doc.expiresAt > now) return { count: doc.count, expiresAt: doc.expiresAt };
      // The window had ended: this hit starts the next one, unless a parallel hit already did (then count into that).
      const fresh = { count: 1, expiresAt: new Date(now.getTime() + windowMs) };
      const res = await counters().updateOne({ _id: key, expiresAt: doc.expiresAt }, { $set: fresh });
      if (res.modifiedCount === 1) return fresh;
    }
    throw new Error(`window counter ${collectionName}: no stable window for ${key}`);
  }

  return {
    hit,
    async release(key, window) {
      // Only the window this hit was counted in: a new window must not start below zero.
      await counters().updateOne({ _id: key, expiresAt: window.expiresAt, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async read(key, now = new Date()) {
      const doc = await counters().findOne({ _id: key, expiresAt: { $gt: now } });
      return doc ? { count: doc.count, expiresAt: doc.expiresAt } : null;
    },
    async clear(key) {
      await counters().deleteOne({ _id: key });
    },
  };
}
