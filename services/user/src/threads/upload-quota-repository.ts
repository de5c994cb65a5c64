import type { Connection } from 'mongoose';

interface UsageDoc {
  _id: string;
  /** Bytes of the account's stored files plus those reserved by posts still being stored. */
  bytes: number;
}

export type Reservation = { reserved: true } | { reserved: false; usedBytes: number };

/**
 * Each account's file storage (collection `upload_usage`). A post reserves its bytes with one
 * conditional `$inc` before anything is stored, so parallel posts (on any replica) see each other's
 * reservations and together never pass the quota; a post that fails gives its bytes back.
 */
export function createUploadQuotaRepository(db: Connection, storedBytesOf: (accountId: string) => Promise<number>) {
  const usage = () => db.collection<UsageDoc>('upload_usage');

  // An account's first reservation counts the files it stored before the quota existed.
  async function startCounting(accountId: string): Promise<void> {
    const bytes = await storedBytesOf(accountId);
    await usage()
      .insertOne({ _id: accountId, bytes })
      .catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err; // a parallel first post started it: the same count
      });
  }

  return {
    async reserve(accountId: string, bytes: number, quotaBytes: number): Promise<Reservation> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const taken = await usage().updateOne({ _id: accountId, bytes: { $lte: quotaBytes - bytes } }, { $inc: { bytes } });
        if (taken.matchedCount === 1) return { reserved: true };
        const current = await usage().findOne({ _id: accountId });
        if (current) return { reserved: false, usedBytes: current.bytes };
        await startCounting(accountId);
      }
      throw new Error(`upload_usage: no count for ${accountId}`);
    },

    async release(accountId: string, bytes: number): Promise<void> {
      await usage().updateOne({ _id: accountId }, { $inc: { bytes: -bytes } });
    },
  };
}

export type UploadQuotaRepository = ReturnType<typeof createUploadQuotaRepository>;
