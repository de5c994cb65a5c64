import { createHash, randomBytes } from 'node:crypto';
import { Schema, trusted, type Connection, type Model } from 'mongoose';

// A new e-mail waiting for its owner to open the link mailed to it. Only the SHA-256 of the link's
// token is stored (as for reset links): a leaked database holds no usable link.
const emailChangeSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    accountId: { type: String, required: true, index: true },
    newEmail: { type: String, required: true },
    // The account's token version when the change was asked: a password change or reset since then
    // (what the warning to the old address advises) cancels the change.
    tokenVersion: { type: Number, required: true },
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 3600 } },
    usedAt: { type: Date, default: null },
  },
  { collection: 'email_changes', versionKey: false, timestamps: true },
);

type EmailChangeDoc = {
  tokenHash: string;
  accountId: string;
  newEmail: string;
  tokenVersion: number;
  expiresAt: Date;
  usedAt: Date | null;
};

export interface PendingEmailChange {
  accountId: string;
  newEmail: string;
  tokenVersion: number;
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh 256-bit token for a link: made before the change is stored, so its e-mail can be recorded first. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export function createEmailChangeRepository(db: Connection) {
  const EmailChange =
    (db.models.EmailChange as Model<EmailChangeDoc> | undefined) ?? db.model<EmailChangeDoc>('EmailChange', emailChangeSchema);

  return {
    /** Stores the change under the link's token (its hash); an earlier unused link of the account stops working. */
    async issue(change: PendingEmailChange, expiresAt: Date, token: string): Promise<void> {
      await EmailChange.deleteMany({ accountId: change.accountId, usedAt: null });
      await EmailChange.create({ ...change, tokenHash: hashLinkToken(token), expiresAt, usedAt: null });
    },

    /** For an e-mail a crash left held: was its change stored (and not replaced by a newer one)? */
    async isIssued(tokenHash: string): Promise<boolean> {
      return (await EmailChange.exists({ tokenHash })) !== null;
    },

    /** Marks the link used in the same write that checks it, so it works exactly once. */
    async consume(token: string, now: Date): Promise<PendingEmailChange | null> {
      const doc = await EmailChange.findOneAndUpdate(
        { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: trusted({ $gt: now }) },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      ).lean();
      return doc ? { accountId: doc.accountId, newEmail: doc.newEmail, tokenVersion: doc.tokenVersion } : null;
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
