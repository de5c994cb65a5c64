import { Schema, type Connection, type Model } from 'mongoose';

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

export type TwoFactorDoc = {
  _id: string;
  enabled: boolean;
  secret?: string | null;
  pendingSecret?: string | null;
  recoveryCodeHashes: string[];
  lastUsedStep: number;
};

export function getTwoFactorModel(db: Connection): Model<TwoFactorDoc> {
  return (db.models.TwoFactor as Model<TwoFactorDoc> | undefined) ?? db.model<TwoFactorDoc>('TwoFactor', twoFactorSchema);
}
