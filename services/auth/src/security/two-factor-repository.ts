import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { SecretBox } from './secret-box';

// Kept apart from the accounts collection so no account read ever carries a TOTP secret.
const twoFactorSchema = new Schema(
  {
    _id: { type: String, required: true }, // the account id
    enabled: { type: Boolean, default: false },
    secret: { type: String }, // base32, set when enrolment is confirmed
    pendingSecret: { type: String }, // base32, shown as the QR code until the first code confirms it
    // SHA-256 of each unused recovery code; a used one is pulled in the same write that checks it.
    recoveryCodeHashes: { type: [String], default: [] },
    // The last 30-second step a code was accepted for: a code works once, even within its window.
    lastUsedStep: { type: Number, default: 0 },
  },
  { collection: 'two_factor', versionKey: false, timestamps: true },
);

type TwoFactorDoc = {
  _id: string;
  enabled: boolean;
  secret?: string | null;
  pendingSecret?: string | null;
  recoveryCodeHashes: string[];
  lastUsedStep: number;
};

function getTwoFactorModel(db: Connection): Model<TwoFactorDoc> {
  return (db.models.TwoFactor as Model<TwoFactorDoc> | undefined) ?? db.model<TwoFactorDoc>('TwoFactor', twoFactorSchema);
}

export interface TwoFactorState {
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
}

// `trusted`: these operators are ours; sanitizeFilter (server-kit) only has to stop request input.
// Secrets are stored sealed (secret-box.ts); callers only ever see them opened.
export function createTwoFactorRepository(db: Connection, box: SecretBox) {
  const TwoFactor = getTwoFactorModel(db);
  const open = (stored: string | null | undefined) => (stored ? box.open(stored) : null);

  /** A secret stored before encryption is sealed the first time it is read (conditional: never over a newer one). */
  async function sealLegacy(accountId: string, field: 'secret' | 'pendingSecret', stored: string | null | undefined) {
    if (stored && !box.isSealed(stored)) {
      await TwoFactor.updateOne({ _id: accountId, [field]: stored }, { $set: { [field]: box.seal(stored) } });
    }
  }

  return {
    async find(accountId: string): Promise<TwoFactorState> {
      const doc = await TwoFactor.findById(accountId).lean();
      await sealLegacy(accountId, 'secret', doc?.secret);
      await sealLegacy(accountId, 'pendingSecret', doc?.pendingSecret);
      return { enabled: doc?.enabled ?? false, secret: open(doc?.secret), pendingSecret: open(doc?.pendingSecret) };
    },

    async isEnabled(accountId: string): Promise<boolean> {
      return (await TwoFactor.exists({ _id: accountId, enabled: true })) !== null;
    },

    /** Starts (or restarts) enrolment; false when 2FA is already on (a new secret must not replace it silently). */
    async savePending(accountId: string, pendingSecret: string): Promise<boolean> {
      try {
        const res = await TwoFactor.updateOne(
          { _id: accountId, enabled: trusted({ $ne: true }) },
          { $set: { pendingSecret: box.seal(pendingSecret) }, $setOnInsert: { enabled: false, recoveryCodeHashes: [], lastUsedStep: 0 } },
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
      // Sealing is randomised, so the stored value the caller checked is matched, not a new seal of it.
      const stored = (await TwoFactor.findById(accountId, { pendingSecret: 1 }).lean())?.pendingSecret;
      if (!stored || open(stored) !== pendingSecret) return false;
      const res = await TwoFactor.updateOne(
        { _id: accountId, pendingSecret: stored, enabled: trusted({ $ne: true }) },
        {
          $set: { enabled: true, secret: box.isSealed(stored) ? stored : box.seal(stored), recoveryCodeHashes, lastUsedStep: step },
          $unset: { pendingSecret: 1 },
        },
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
