import { createHash, randomBytes } from 'node:crypto';
import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { EMBEDDED_MESSAGE_FIELDS, EMBEDDED_MESSAGE_INDEX, embedInInsert, embedMessages, type OutboxMessage } from '@agency/server-kit';

// One reset request, from the forgot-password answer on: its link's token (only the SHA-256 of it: a
// leaked database holds no usable link), the account once the address named one, and the messages that
// follow (composing the e-mail, then the e-mail itself), recorded by the writes that cause them.
const resetSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    // Null until the request's address is found to name an account (no account: it stays null and expires).
    accountId: { type: String, default: null, index: true },
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 3600 } },
    usedAt: { type: Date, default: null },
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { collection: 'password_resets', versionKey: false, timestamps: true },
);
// The message relay's lookup: requests with messages to deliver, soonest due first.
resetSchema.index(EMBEDDED_MESSAGE_INDEX);

type ResetDoc = { tokenHash: string; accountId: string | null; expiresAt: Date; usedAt: Date | null };

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Mongoose refuses an update pipeline unless asked for one.
const PIPELINE = { updatePipeline: true } as const;

/** A link that still works: not used or revoked, not expired, and given to an account. */
const usable = (token: string, now: Date) => ({
  tokenHash: hashResetToken(token),
  accountId: trusted({ $ne: null }),
  usedAt: null,
  expiresAt: trusted({ $gt: now }),
});

export function createResetTokenRepository(db: Connection) {
  const Reset = (db.models.PasswordReset as Model<ResetDoc> | undefined) ?? db.model<ResetDoc>('PasswordReset', resetSchema);

  return {
    /** A fresh 256-bit token for a link: made before the request is stored, so the request can carry it. */
    newToken: () => randomBytes(32).toString('base64url'),

    /**
     * The forgot-password request's one write, the same for any address: the link's token (hash) and
     * `messages` (what turns it into an e-mail). Answers the stored `_id`, for the writer's own delivery.
     */
    async record(token: string, expiresAt: Date, messages: OutboxMessage[], writerLeaseMs: number): Promise<unknown> {
      const doc = await Reset.create({
        tokenHash: hashResetToken(token),
        accountId: null,
        expiresAt,
        usedAt: null,
        ...embedInInsert(messages, { writerLeaseMs }),
      });
      return doc._id;
    },

    /**
     * Gives the request's link to the account its address names and records `mail`, in one write; only
     * once (false: done already, e.g. by a relay that died before taking its message off).
     */
    async attachMail(token: string, accountId: string, mail: OutboxMessage): Promise<boolean> {
      const { matchedCount } = await Reset.updateOne(
        { tokenHash: hashResetToken(token), accountId: null },
        [{ $set: { accountId: { $literal: accountId } } }, ...embedMessages([mail])],
        PIPELINE,
      );
      return matchedCount === 1;
    },

    /** Marks the token used in the same write that checks it, so one link works exactly once. */
    async consume(token: string, now: Date): Promise<string | null> {
      const doc = await Reset.findOneAndUpdate(usable(token, now), { $set: { usedAt: now } }, { returnDocument: 'after' }).lean();
      return doc?.accountId ?? null;
    },

    /** Whether `token` would still be accepted by `consume`, without using it up. */
    async isUsable(token: string, now: Date): Promise<boolean> {
      return (await Reset.exists(usable(token, now))) !== null;
    },

    /** After any password change, links sent earlier must stop working (an e-mail still on its way goes, dead). */
    async revokeAll(accountId: string): Promise<void> {
      await Reset.updateMany({ accountId, usedAt: null }, { $set: { usedAt: new Date() } });
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
