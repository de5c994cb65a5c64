import { trusted, type Connection } from 'mongoose';
import { getTwoFactorModel } from './two-factor-model';

export interface TwoFactorState {
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
}

// `trusted`: these operators are ours; sanitizeFilter (server-kit) only has to stop request input.
export function createTwoFactorRepository(db: Connection) {
  const TwoFactor = getTwoFactorModel(db);

  return {
    async find(accountId: string): Promise<TwoFactorState> {
      const doc = await TwoFactor.findById(accountId).lean();
      return { enabled: doc?.enabled ?? false, secret: doc?.secret ?? null, pendingSecret: doc?.pendingSecret ?? null };
    },

    async isEnabled(accountId: string): Promise<boolean> {
      return (await TwoFactor.exists({ _id: accountId, enabled: true })) !== null;
    },

    /** Starts (or restarts) enrolment; false when 2FA is already on (a new secret must not replace it silently). */
    async savePending(accountId: string, pendingSecret: string): Promise<boolean> {
      try {
        const res = await TwoFactor.updateOne(
          { _id: accountId, enabled: trusted({ $ne: true }) },
          { $set: { pendingSecret }, $setOnInsert: { enabled: false, recoveryCodeHashes: [], lastUsedStep: 0 } },
          { upsert: true },
        );
        return res.matchedCount + res.upsertedCount === 1;
      } catch (err) {
        // The upsert found no matching (not-enabled) document and the id exists: it is enabled.
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },

    /** Turns the pending secret into the active one; false when it changed meanwhile or 2FA is already on. */
    async enable(accountId: string, pendingSecret: string, recoveryCodeHashes: string[], step: number): Promise<boolean> {
      const res = await TwoFactor.updateOne(
        { _id: accountId, pendingSecret, enabled: trusted({ $ne: true }) },
        { $set: { enabled: true, secret: pendingSecret, recoveryCodeHashes, lastUsedStep: step }, $unset: { pendingSecret: 1 } },
      );
      return res.modifiedCount === 1;
    },

    /** Records that a code of `step` was used; false when that step (or a later one) was used already. */
    async useStep(accountId: string, step: number): Promise<boolean> {
      const res = await TwoFactor.updateOne(
        { _id: accountId, enabled: true, lastUsedStep: trusted({ $lt: step }) },
        { $set: { lastUsedStep: step } },
      );
      return res.modifiedCount === 1;
    },

    /** Consumes one recovery code by its hash; false when it is unknown or was used. */
    async useRecoveryCode(accountId: string, codeHash: string): Promise<boolean> {
      const res = await TwoFactor.updateOne(
        { _id: accountId, enabled: true, recoveryCodeHashes: codeHash },
        { $pull: { recoveryCodeHashes: codeHash } },
      );
      return res.modifiedCount === 1;
    },

    async remove(accountId: string): Promise<void> {
      await TwoFactor.deleteOne({ _id: accountId });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
