// An account's open live-update streams, counted in the service's database so the ceiling holds across
// replicas: each stream holds one of the account's numbered slots (`<account>#<n>`), and the unique _id
// decides between parallel opens. A slot is a lease: renewed while its stream is open, free again once
// it has expired (a replica that died frees its slots without anyone cleaning up).
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

export const STREAM_LEASE_COLLECTION = 'stream_leases';

export interface StreamLease {
  id: string;
  /** This holder's mark: a slot taken over after this lease expired is never released by it. */
  holder: string;
}

interface LeaseDoc {
  _id: string;
  account: string;
  holder: string;
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;

export function createStreamLeaseRepository(db: Connection, leaseMs: number) {
  const leases = () => db.collection<LeaseDoc>(STREAM_LEASE_COLLECTION);
  let indexed: Promise<unknown> | null = null;
  // Real MongoDB drops expired leases itself; the code never relies on it (an expired slot is taken over).
  const ensureIndexes = () =>
    (indexed ??= Promise.all([
      leases().createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      leases().createIndex({ account: 1 }),
    ]).catch(() => (indexed = null)));

  /** Takes a free slot of `account` (one of `limit`), or answers null when all are held. */
  async function claim(account: string, limit: number, now = new Date()): Promise<StreamLease | null> {
    await ensureIndexes();
    const held = new Map((await leases().find({ account }).toArray()).map((doc) => [doc._id, doc.expiresAt]));
    const holder = randomUUID();
    const expiresAt = new Date(now.getTime() + leaseMs);
    for (let slot = 1; slot <= limit; slot++) {
      const id = `${account}#${slot}`;
      const until = held.get(id);
      if (until !== undefined && until > now) continue;
      // One write whatever became of the slot since it was read: an expired lease is taken over, a
      // missing one (never taken, released, or swept by the TTL index) is inserted, and a lease someone
      // renewed or took meanwhile fails on the unique _id.
      try {
        await leases().updateOne({ _id: id, expiresAt: { $lte: now } }, { $set: { account, holder, expiresAt } }, { upsert: true });
        return { id, holder };
      } catch (err) {
        if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
      }
    }
    return null;
  }

  return {
    claim,
    /** Keeps the slots of streams that are still open (one write for all of this process's). */
    async renew(held: readonly StreamLease[], now = new Date()): Promise<void> {
      if (held.length === 0) return;
      const filters = held.map(({ id, holder }) => ({ _id: id, holder }));
      await leases().updateMany({ $or: filters }, { $set: { expiresAt: new Date(now.getTime() + leaseMs) } });
    },
    async release({ id, holder }: StreamLease): Promise<void> {
      await leases().deleteOne({ _id: id, holder });
    },
  };
}

export type StreamLeaseRepository = ReturnType<typeof createStreamLeaseRepository>;
