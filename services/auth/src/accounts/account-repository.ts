import { Schema, trusted, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import type { Role } from '@agency/contracts';
import {
  EMBEDDED_MESSAGE_FIELDS,
  EMBEDDED_MESSAGE_INDEX,
  embedMessages,
  isObjectId,
  newEventId,
  type EmbeddedMessageRelay,
  type OutboxMessage,
} from '@agency/server-kit';

// A new e-mail waiting for its owner to open the link mailed to it. Only the SHA-256 of the link's
// token is stored (as for reset links): a leaked database holds no usable link.
const emailChangeSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    newEmail: { type: String, required: true },
    // The account's token version when the change was asked: a password change or reset since then
    // (what the warning to the old address advises) cancels the change.
    tokenVersion: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { _id: false },
);

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
    // At most one pending e-mail change: asking again replaces it, so an earlier link stops working.
    emailChange: { type: emailChangeSchema, default: undefined },
    // What other services and mailboxes must learn from a change to the account (account.changed, the
    // e-mail change's two mails), recorded by the write that makes it (server-kit's embedded messages).
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: true, collection: 'accounts' },
);
// Who the admins are (the user service e-mails them of new requests and messages): a handful out of many.
// The admins' pages walk (role, _id); its prefix serves the lookups by role.
accountSchema.index({ role: 1, _id: 1 });
// The confirmation link finds its account by the token's hash.
accountSchema.index({ 'emailChange.tokenHash': 1 }, { sparse: true });
// The message relay's lookup: accounts with messages to deliver, soonest due first.
accountSchema.index(EMBEDDED_MESSAGE_INDEX);

type AccountDoc = InferSchemaType<typeof accountSchema>;

function getAccountModel(db: Connection): Model<AccountDoc> {
  return (db.models.Account as Model<AccountDoc> | undefined) ?? db.model<AccountDoc>('Account', accountSchema);
}

export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  passwordHash: string;
  firstLogin: boolean;
  tokenVersion: number;
  /** The profile's version (If-Match on edits). */
  version: number;
  /** The admin's chosen token lifetime; absent means the signer's default. */
  sessionTimeoutHours?: number;
}

/** An e-mail change to record with a profile save: the link's token hash, where to, until when, and its mails. */
export interface EmailChangeRequest {
  tokenHash: string;
  newEmail: string;
  expiresAt: Date;
  mails: OutboxMessage[];
}

export type NewAccount = Omit<AccountRecord, 'id' | 'tokenVersion' | 'version' | 'sessionTimeoutHours'>;

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

type AccountLean = {
  _id: unknown;
  name: string;
  email: string;
  phone?: string | null;
  role: string;
  passwordHash: string;
  firstLogin?: boolean | null;
  tokenVersion?: number | null;
  profileVersion?: number | null;
  sessionTimeoutHours?: number | null;
  emailChange?: { tokenHash: string; newEmail: string; tokenVersion: number; expiresAt: Date } | null;
};

function toRecord(doc: AccountLean): AccountRecord {
  return {
    id: String(doc._id),
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    role: doc.role as Role,
    passwordHash: doc.passwordHash,
    firstLogin: doc.firstLogin ?? false,
    tokenVersion: doc.tokenVersion ?? 0,
    version: doc.profileVersion ?? 0,
    ...(doc.sessionTimeoutHours ? { sessionTimeoutHours: doc.sessionTimeoutHours } : {}),
  };
}

/**
 * Tells the admin service that an account's name or e-mail may have changed. The message carries only
 * the id: the admin service reads the current values from auth, so a late or repeated message can
 * never bring back an older name.
 */
const accountChanged = (accountId: string): OutboxMessage => ({
  id: newEventId(),
  kind: 'account.changed',
  to: 'admin',
  path: '/internal/events/account-changed',
  body: { accountId },
});

// Mongoose refuses an update pipeline unless asked for one.
const PIPELINE = { updatePipeline: true } as const;

/** A value written by an update pipeline as it is (a string starting with `$` is no field path). */
const literally = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { $literal: value }]));
const bumped = (field: string) => ({ $add: [{ $ifNull: [`$${field}`, 0] }, 1] });

/**
 * How long the writer keeps its messages to itself (it delivers them at once, after the write): above the
 * mail attempt's 10 s limit, so the relay does not send an e-mail the writer is still sending.
 */
export const WRITER_LEASE_MS = 15_000;

export interface AccountRepositoryOptions {
  /** The writer's own first attempt at the messages a write recorded (the accounts relay); none: the relay's. */
  messages?: Pick<EmbeddedMessageRelay, 'deliverNow'>;
  writerLeaseMs?: number;
}

export function createAccountRepository(db: Connection, options: AccountRepositoryOptions = {}) {
  const Account = getAccountModel(db);
  const { messages } = options;
  const writerLeaseMs = options.writerLeaseMs ?? (messages ? WRITER_LEASE_MS : 0);
  /**
   * The writer's own attempt at what its write recorded; what fails is the relay's after the lease. Only
   * when nothing else was waiting in the account (e.g. account.changed while the admin service is away):
   * then the write left the relay's turn as it was, the relay delivers these with those, and an e-mail
   * tried by both would arrive twice.
   */
  const deliver = (doc: { _id: unknown; pendingMessages?: Array<{ id: string }> | null }, recorded: OutboxMessage[]) => {
    const mine = new Set(recorded.map((m) => m.id));
    if (!messages || recorded.length === 0 || (doc.pendingMessages ?? []).some((m) => !mine.has(m.id))) return;
    void messages.deliverNow(doc._id, recorded);
  };
  // Ids of deleted accounts: a create for one of them that arrives late (its caller timed out and
  // cancelled) must not bring it back.
  const tombstones = () => db.collection<{ _id: string; at: Date }>('deleted_accounts');

  return {
    async findByEmail(email: string): Promise<AccountRecord | null> {
      const doc = await Account.findOne({ email: email.trim().toLowerCase() }).lean();
      return doc ? toRecord(doc) : null;
    },

    /** Null when the e-mail is taken. */
    async insert(account: NewAccount): Promise<AccountRecord | null> {
      await Account.init(); // the unique e-mail index must exist before the first insert
      try {
        const doc = await Account.create(account);
        return toRecord(doc.toObject());
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },

    /**
     * Creates the account under the id the caller chose (its idempotency key): the same call again
     * answers the account it made. 'email-taken' when another account has the e-mail, 'deleted' when
     * this id was deleted (cancelled) before the creation arrived.
     */
    async insertWithId(id: string, account: NewAccount): Promise<AccountRecord | 'email-taken' | 'deleted'> {
      await Account.init();
      if (await tombstones().findOne({ _id: id })) return 'deleted';
      try {
        await Account.create({ ...account, _id: new Types.ObjectId(id) });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const doc = await Account.findById(id).lean();
      // Missing: the duplicate was the e-mail of another account.
      if (!doc || doc.email !== account.email.trim().toLowerCase()) return 'email-taken';
      // Written before the check above? A delete racing this create wrote its tombstone first: undo.
      if (await tombstones().findOne({ _id: id })) {
        await Account.deleteOne({ _id: id });
        return 'deleted';
      }
      return toRecord(doc);
    },

    /** Creates the account (with `id` when given) unless the e-mail exists; an existing account is never changed. */
    async ensure(account: NewAccount & { id?: string }): Promise<void> {
      await Account.init();
      const { id, ...fields } = account;
      const email = fields.email.trim().toLowerCase();
      if (!id) {
        await Account.updateOne({ email }, { $setOnInsert: { ...fields, email } }, { upsert: true });
        return;
      }
      // A fixed id goes in by insert: the taken e-mail (or id) is the unique index's duplicate, ignored.
      await Account.create({ ...fields, email, _id: id }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    },

    /** True while no account exists at all (the only database demo accounts are seeded into). */
    async isEmpty(): Promise<boolean> {
      return (await Account.exists({})) === null;
    },

    /** One page of the accounts of a role, oldest first, strictly after the account id `after`. */
    async listByRole(role: Role, after: string | null, limit: number): Promise<AccountRecord[]> {
      const filter = after ? { role, _id: trusted({ $gt: new Types.ObjectId(after) }) } : { role };
      const docs = await Account.find(filter).sort({ _id: 1 }).limit(limit).lean();
      return docs.map(toRecord);
    },

    async findById(id: string): Promise<AccountRecord | null> {
      if (!isObjectId(id)) return null;
      const doc = await Account.findById(id).lean();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Sets a new hash and bumps tokenVersion, which revokes every token issued before. Conditional on
     * the version the caller read, so two racing changes cannot both succeed. Null when it lost the race.
     */
    async replacePassword(id: string, expectedVersion: number, passwordHash: string): Promise<AccountRecord | null> {
      const doc = await Account.findOneAndUpdate(
        { _id: id, tokenVersion: expectedVersion },
        { $set: { passwordHash, firstLogin: false, tokenVersion: expectedVersion + 1 } },
        { returnDocument: 'after' },
      ).lean();
      return doc ? toRecord(doc) : null;
    },

    /** Sets the first real hash of an account claimed with `placeholder`; null when it no longer holds it. */
    async completeClaim(id: string, placeholder: string, passwordHash: string): Promise<AccountRecord | null> {
      const doc = await Account.findOneAndUpdate(
        { _id: id, passwordHash: placeholder },
        { $set: { passwordHash } },
        { returnDocument: 'after' },
      ).lean();
      return doc ? toRecord(doc) : null;
    },

    /**
     * The one write of a profile save: the name, e-mail or phone it changes (recording account.changed,
     * so the copies in other services hear of it) and the e-mail change it asks for (recording its two
     * mails). Whatever flow changes such a field goes through here. Null when the account is gone (or,
     * with `expectedVersion`, was changed meanwhile: 'stale'), 'email-taken' when another account has
     * the new e-mail.
     */
    async updateProfile(
      id: string,
      patch: Partial<Pick<AccountRecord, 'name' | 'email' | 'phone'>>,
      expectedVersion?: number,
      emailChange?: EmailChangeRequest,
    ): Promise<AccountRecord | 'email-taken' | 'stale' | null> {
      // Accounts written before versions existed have no field: they are version 0.
      const version = expectedVersion === 0 ? trusted({ $in: [0, null] }) : expectedVersion;
      const filter = expectedVersion === undefined ? { _id: id } : { _id: id, profileVersion: version };
      const fields = patch.email === undefined ? patch : { ...patch, email: patch.email.trim().toLowerCase() };
      const changes = Object.keys(fields).length > 0;
      // Nothing changes (a form saved as it was): no new version, no message.
      const recorded = [...(changes ? [accountChanged(id)] : []), ...(emailChange?.mails ?? [])];
      try {
        const doc =
          recorded.length === 0
            ? await Account.findOne(filter).lean()
            : await Account.findOneAndUpdate(
                filter,
                [
                  ...(changes ? [{ $set: { ...literally(fields), profileVersion: bumped('profileVersion') } }] : []),
                  ...(emailChange ? [{ $set: { emailChange: pendingChange(emailChange) } }] : []),
                  ...embedMessages(recorded, { writerLeaseMs }),
                ],
                { returnDocument: 'after', ...PIPELINE },
              ).lean();
        if (doc) {
          deliver(doc, recorded);
          return toRecord(doc);
        }
      } catch (err) {
        if (isDuplicateKey(err)) return 'email-taken';
        throw err;
      }
      if (expectedVersion !== undefined && (await Account.exists({ _id: id }))) return 'stale';
      return null;
    },

    /**
     * Null when the account is gone. Tokens signed from the answer already have the new lifetime;
     * `revokeOlder` bumps tokenVersion too, so tokens of the old, longer lifetime stop working.
     */
    async setSessionTimeout(id: string, hours: number, { revokeOlder = false } = {}): Promise<AccountRecord | null> {
      const update = revokeOlder
        ? { $set: { sessionTimeoutHours: hours }, $inc: { tokenVersion: 1 } }
        : { $set: { sessionTimeoutHours: hours } };
      const doc = await Account.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }).lean();
      return doc ? toRecord(doc) : null;
    },

    /** Revokes every token issued so far (sign out of all devices). Null when the account is gone. */
    async bumpTokenVersion(id: string): Promise<AccountRecord | null> {
      const doc = await Account.findOneAndUpdate({ _id: id }, { $inc: { tokenVersion: 1 } }, { returnDocument: 'after' }).lean();
      return doc ? toRecord(doc) : null;
    },

    /**
     * The link from the new mailbox, in one write: the pending address becomes the sign-in e-mail, the
     * link is used up, every token is revoked (they carry the old address) and account.changed is
     * recorded. Only while the change is unexpired and the token version is the one it was asked under:
     * a password change, reset or sign-out everywhere since then cancels it. Null when the link is no
     * (longer a) good one, 'email-taken' when another account has the address now.
     */
    async confirmEmailChange(tokenHash: string, now: Date): Promise<AccountRecord | 'email-taken' | null> {
      const pending = await Account.findOne({ 'emailChange.tokenHash': tokenHash }).lean();
      if (!pending?.emailChange) return null;
      const id = String(pending._id);
      const recorded = [accountChanged(id)];
      try {
        const doc = await Account.findOneAndUpdate(
          {
            _id: id,
            'emailChange.tokenHash': tokenHash,
            'emailChange.expiresAt': trusted({ $gt: now }),
            tokenVersion: pending.emailChange.tokenVersion,
          },
          [
            {
              $set: {
                email: '$emailChange.newEmail',
                tokenVersion: bumped('tokenVersion'),
                profileVersion: bumped('profileVersion'),
                emailChange: '$$REMOVE',
              },
            },
            ...embedMessages(recorded, { writerLeaseMs }),
          ],
          { returnDocument: 'after', ...PIPELINE },
        ).lean();
        if (!doc) return null;
        deliver(doc, recorded);
        return toRecord(doc);
      } catch (err) {
        if (isDuplicateKey(err)) return 'email-taken';
        throw err;
      }
    },

    async deleteById(id: string): Promise<boolean> {
      await tombstones().updateOne({ _id: id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
      return (await Account.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}

/** The pending change as stored: under the token version the account has at this write. */
const pendingChange = ({ tokenHash, newEmail, expiresAt }: EmailChangeRequest) => ({
  tokenHash: { $literal: tokenHash },
  newEmail: { $literal: newEmail.trim().toLowerCase() },
  expiresAt: { $literal: expiresAt },
  tokenVersion: { $ifNull: ['$tokenVersion', 0] },
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
