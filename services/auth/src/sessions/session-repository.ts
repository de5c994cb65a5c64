import { Schema, trusted, type Connection, type Model } from 'mongoose';

// A signed-out session's id, kept until the token it belonged to would have expired anyway: after that
// the signature check refuses the token by itself, so the entry can go (TTL index).
const revokedSessionSchema = new Schema(
  {
    _id: { type: String, required: true }, // the token's sid
    accountId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { collection: 'revoked_sessions', versionKey: false },
);

type RevokedSessionDoc = { _id: string; accountId: string; expiresAt: Date };

export function createSessionRepository(db: Connection) {
  const Revoked =
    (db.models.RevokedSession as Model<RevokedSessionDoc> | undefined) ??
    db.model<RevokedSessionDoc>('RevokedSession', revokedSessionSchema);

  return {
    /** Idempotent: signing out twice with the same token is fine. */
    async revoke(sessionId: string, accountId: string, expiresAt: Date): Promise<void> {
      await Revoked.updateOne({ _id: sessionId }, { $setOnInsert: { accountId, expiresAt } }, { upsert: true });
    },

    async isRevoked(sessionId: string): Promise<boolean> {
      return (await Revoked.exists({ _id: sessionId })) !== null;
    },

    /** The account's signed-out sessions whose tokens could still pass the signature check. */
    async listRevoked(accountId: string, now: Date): Promise<string[]> {
      const docs = await Revoked.find({ accountId, expiresAt: trusted({ $gt: now }) }, { _id: 1 }).lean();
      return docs.map((doc) => doc._id);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
