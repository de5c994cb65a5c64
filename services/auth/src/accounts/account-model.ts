import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

const accountSchema = new Schema(
  {
    name: { type: String, required: true },
    // Stored lower-cased; the unique index is what makes a taken e-mail a 409, also under races.
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    phone: { type: String, default: '' },
    role: { type: String, enum: ['user', 'member', 'admin'], required: true },
    passwordHash: { type: String, required: true },
    firstLogin: { type: Boolean, default: false },
    // Bumped to invalidate issued tokens (password change, logout everywhere).
    tokenVersion: { type: Number, default: 0 },
    // Bumped by every profile change (name, e-mail, phone): edit forms send it back in If-Match.
    profileVersion: { type: Number, default: 0 },
    // Admins choose their token lifetime on the Profile page (1..24 h); unset means the default 8 h.
    sessionTimeoutHours: { type: Number },
  },
  { timestamps: true, collection: 'accounts' },
);

export type AccountDoc = InferSchemaType<typeof accountSchema>;

export function getAccountModel(db: Connection): Model<AccountDoc> {
  return (db.models.Account as Model<AccountDoc> | undefined) ?? db.model<AccountDoc>('Account', accountSchema);
}
