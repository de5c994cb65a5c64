import { createHash, randomBytes } from 'node:crypto';
import { Schema, trusted, type Connection, type Model } from 'mongoose';

const resetSchema = new Schema(
  {
    // Only the SHA-256 of the token is stored: a leaked database does not hold usable links.
    tokenHash: { type: String, required: true, unique: true },
    accountId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 3600 } },
    usedAt: { type: Date, default: null },
  },
  { collection: 'password_resets', versionKey: false, timestamps: true },
);

type ResetDoc = { tokenHash: string; accountId: string; expiresAt: Date; usedAt: Date | null };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createResetTokenRepository(db: Connection) {
  const Reset = (db.models.PasswordReset as Model<ResetDoc> | undefined) ?? db.model<ResetDoc>('PasswordReset', resetSchema);

  return {
    /** A fresh 256-bit token for the link; the caller never sees the stored hash. */
    async issue(accountId: string, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await Reset.create({ tokenHash: hashToken(token), accountId, expiresAt, usedAt: null });
      return token;
    },

    /** Marks the token used in the same write that checks it, so one link works exactly once. */
    async consume(token: string, now: Date): Promise<string | null> {
      const doc = await Reset.findOneAndUpdate(
        { tokenHash: hashToken(token), usedAt: null, expiresAt: trusted({ $gt: now }) },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      ).lean();
      return doc?.accountId ?? null;
    },

    /** Whether `token` would still be accepted by `consume`, without using it up. */
    async isUsable(token: string, now: Date): Promise<boolean> {
      const doc = await Reset.exists({ tokenHash: hashToken(token), usedAt: null, expiresAt: trusted({ $gt: now }) });
      return doc !== null;
    },

    /** After any password change, links sent earlier must stop working. */
    async revokeAll(accountId: string): Promise<void> {
      await Reset.deleteMany({ accountId, usedAt: null });
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
