import { Schema, trusted, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { EMBEDDED_MESSAGE_FIELDS, EMBEDDED_MESSAGE_INDEX, embedMessages, type OutboxMessage } from '@agency/server-kit';
import { containsText } from '../name-search';
import { byNameAfter, type NamePosition } from './name-cursor';

/** The collection the message relay reads (embedded-message-relay.ts). */
export const MEMBER_PROFILES_COLLECTION = 'member_profiles';

// The public side of a team member. Identity (e-mail, password) lives in services/auth;
// `accountId` links the two once admin creates members through auth's internal API.
//
// A removed member's profile is a tombstone: the removal replaces the document, in one write, by its
// `_id`, `removed: true` and the messages the removal must send (embedded messages, delivered from
// here), so the removal and what the other services must learn from it happen together or not at all.
// A tombstone has no name, domains, employee id or account: the reads by those never meet it (the name
// lists ask for a name), and the reads by id ask for a profile not removed.
const memberProfileSchema = new Schema(
  {
    accountId: { type: String, index: true, sparse: true },
    name: { type: String, required: true },
    // A copy for the admin's list; auth owns the address (login), the public routes never read it.
    email: { type: String, default: '' },
    empId: { type: String, default: '' },
    pic: { type: String, default: '' },
    description: { type: String, default: '' },
    skillTags: { type: [String], default: [] },
    about: { type: String, default: '' },
    skills: { type: [String], default: [] },
    languages: { type: [String], default: [] },
    domainIds: { type: [Schema.Types.ObjectId], default: [], index: true },
    // Bumped by every change: the edit form sends it back in If-Match, a save on an older copy is 409.
    version: { type: Number, default: 0 },
    removed: { type: Boolean, default: undefined },
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: true, collection: MEMBER_PROFILES_COLLECTION },
);
// Two members with one employee id would be a data-entry slip; a blank id is allowed many times.
memberProfileSchema.index({ empId: 1 }, { unique: true, partialFilterExpression: { empId: { $gt: '' } } });
// The admin's list and picker by name, and a domain's team page by name: index walks that stop at the page.
memberProfileSchema.index({ name: 1, _id: 1 });
memberProfileSchema.index({ domainIds: 1, name: 1, _id: 1 });
// The message relay's lookup: removals whose messages are not delivered yet.
memberProfileSchema.index(EMBEDDED_MESSAGE_INDEX);
// How many tombstones there are (an index count), for the team's size.
memberProfileSchema.index({ removed: 1 }, { sparse: true });

type MemberProfileDoc = InferSchemaType<typeof memberProfileSchema>;

function getMemberProfileModel(db: Connection): Model<MemberProfileDoc> {
  return (
    (db.models.MemberProfile as Model<MemberProfileDoc> | undefined) ??
    (db.model('MemberProfile', memberProfileSchema) as unknown as Model<MemberProfileDoc>)
  );
}

export interface MemberProfileRecord {
  id: string;
  name: string;
  empId: string;
  pic: string;
  description: string;
  skillTags: string[];
  about: string;
  skills: string[];
  languages: string[];
  domainIds: string[];
}

export type NewMemberProfile = Omit<MemberProfileRecord, 'id'>;

/** The admin's view: the public record plus the e-mail copy and the auth account link. */
export interface AdminMemberRecord extends MemberProfileRecord {
  email: string;
  accountId: string | null;
  version: number;
}

export type ProfilePatch = Partial<Omit<NewMemberProfile, 'empId'>> & { empId?: string; email?: string };

const ADMIN_FIELDS = { email: 1, accountId: 1, version: 1 };
const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

// Only public fields are ever read, so nothing private can leak through a route by accident.
const PUBLIC_FIELDS = { name: 1, empId: 1, pic: 1, description: 1, skillTags: 1, about: 1, skills: 1, languages: 1, domainIds: 1 };

type ProfileDoc = { _id: unknown; domainIds?: unknown[] | null } & Partial<Omit<MemberProfileRecord, 'id' | 'domainIds'>>;

function toRecord(doc: ProfileDoc): MemberProfileRecord {
  return {
    id: String(doc._id),
    name: doc.name ?? '',
    empId: doc.empId ?? '',
    pic: doc.pic ?? '',
    description: doc.description ?? '',
    skillTags: doc.skillTags ?? [],
    about: doc.about ?? '',
    skills: doc.skills ?? [],
    languages: doc.languages ?? [],
    domainIds: (doc.domainIds ?? []).map(String),
  };
}

function toAdminRecord(doc: ProfileDoc & { email?: string | null; accountId?: string | null; version?: number | null }): AdminMemberRecord {
  return { ...toRecord(doc), email: doc.email ?? '', accountId: doc.accountId ?? null, version: doc.version ?? 0 };
}

// Every profile has a name and a tombstone has none: a range on the name index itself (every string is
// at least ''), so the name lists stay index-only. A "contains" match needs a name too.
const HAS_NAME = trusted({ $gte: '' });
const nameFilter = (nameContains?: string) => ({ name: nameContains ? containsText(nameContains) : HAS_NAME });
const NOT_REMOVED = { removed: trusted({ $exists: false }) };
// Mongoose refuses an update pipeline unless asked for one.
const PIPELINE = { updatePipeline: true } as const;
// What the removal keeps of the profile (a live one carries no messages: only the removal records any).
const TOMBSTONE = { $project: { _id: 1 } };

export function createMemberProfileRepository(db: Connection) {
  const MemberProfile = getMemberProfileModel(db);
  const ready = MemberProfile.init(); // the unique employee-id index must exist before inserts

  return {
    /**
     * The team's size: the collection's own count (MongoDB's metadata count, devdb's size) less the
     * tombstones (an index count), never a scan of the documents.
     */
    async count(): Promise<number> {
      const [all, removed] = await Promise.all([MemberProfile.estimatedDocumentCount(), MemberProfile.countDocuments({ removed: true })]);
      return Math.max(0, all - removed);
    },

    countNamed: (nameContains: string) => MemberProfile.countDocuments(nameFilter(nameContains)),

    async listByDomain(domainId: string): Promise<MemberProfileRecord[]> {
      const docs = await MemberProfile.find({ domainIds: domainId }, PUBLIC_FIELDS).sort({ name: 1, _id: 1 }).lean();
      return docs.map(toRecord);
    },

    /** One page of a domain's team by name, strictly after `after` (index domainIds, name, _id walked in order). */
    async listByDomainPage(domainId: string, after: NamePosition | null, limit: number): Promise<MemberProfileRecord[]> {
      const docs = await MemberProfile.find({ domainIds: domainId, ...byNameAfter(after) }, PUBLIC_FIELDS)
        .sort({ name: 1, _id: 1 })
        .limit(limit)
        .lean();
      return docs.map(toRecord);
    },

    /** How many members a domain has (an index count on domainIds). */
    countInDomain: (domainId: string) => MemberProfile.countDocuments({ domainIds: domainId }),

    /** The stored picture and the profile's version (the avatar's ETag), or null for an unknown member. */
    async findPicture(id: string): Promise<{ pic: string; version: number } | null> {
      const doc = await MemberProfile.findOne({ _id: id, ...NOT_REMOVED }, { pic: 1, version: 1 }).lean();
      return doc ? { pic: doc.pic ?? '', version: doc.version ?? 0 } : null;
    },

    async findById(id: string): Promise<MemberProfileRecord | null> {
      const doc = await MemberProfile.findOne({ _id: id, ...NOT_REMOVED }, PUBLIC_FIELDS).lean();
      return doc ? toRecord(doc) : null;
    },

    /** Inserts unless a profile with this employee id exists (seeding reruns change nothing). */
    async ensureByEmpId(profile: NewMemberProfile): Promise<void> {
      await MemberProfile.updateOne({ empId: profile.empId }, { $setOnInsert: profile }, { upsert: true });
    },

    /** Links a seeded profile to its login once; a profile that has an account keeps it. */
    async linkAccountByEmpId(empId: string, accountId: string, email: string): Promise<void> {
      await MemberProfile.updateOne({ empId, accountId: trusted({ $exists: false }) }, { $set: { accountId, email } });
    },

    /**
     * Up to `limit` members by name after `after` (from the first when null), walking the (name, _id)
     * index by position; `nameContains` keeps the names holding it, any case.
     */
    async listPage(after: NamePosition | null, limit: number, nameContains?: string): Promise<AdminMemberRecord[]> {
      const docs = await MemberProfile.find({ ...nameFilter(nameContains), ...byNameAfter(after) }, { ...PUBLIC_FIELDS, ...ADMIN_FIELDS })
        .sort({ name: 1, _id: 1 })
        .limit(limit)
        .lean();
      return docs.map(toAdminRecord);
    },

    async findForAdmin(id: string): Promise<AdminMemberRecord | null> {
      const doc = await MemberProfile.findOne({ _id: id, ...NOT_REMOVED }, { ...PUBLIC_FIELDS, ...ADMIN_FIELDS }).lean();
      return doc ? toAdminRecord(doc) : null;
    },

    async findByIds(ids: string[]): Promise<AdminMemberRecord[]> {
      const docs = await MemberProfile.find({ _id: trusted({ $in: ids }), ...NOT_REMOVED }, { ...PUBLIC_FIELDS, ...ADMIN_FIELDS }).lean();
      return docs.map(toAdminRecord);
    },

    /** Null when the employee id is taken (the unique index decides, also under concurrency). */
    async insert(profile: NewMemberProfile & { email: string; accountId: string }): Promise<AdminMemberRecord | null> {
      await ready;
      try {
        const doc = await MemberProfile.create(profile);
        return toAdminRecord(doc.toObject());
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },

    /**
     * 'missing' for an unknown id, 'duplicate' for a taken employee id, 'stale' when `expectedVersion`
     * is given and someone saved meanwhile.
     */
    async update(
      id: string,
      patch: ProfilePatch,
      expectedVersion?: number,
    ): Promise<AdminMemberRecord | 'missing' | 'duplicate' | 'stale'> {
      // Profiles written before versions existed (seeded ones) have no field: they are version 0.
      const version = expectedVersion === 0 ? trusted({ $in: [0, null] }) : expectedVersion;
      const filter = expectedVersion === undefined ? { _id: id, ...NOT_REMOVED } : { _id: id, version, ...NOT_REMOVED };
      try {
        const doc = await MemberProfile.findOneAndUpdate(
          filter,
          { $set: patch, $inc: { version: 1 } },
          { returnDocument: 'after', projection: { ...PUBLIC_FIELDS, ...ADMIN_FIELDS } },
        ).lean();
        if (doc) return toAdminRecord(doc);
      } catch (err) {
        if (isDuplicateKey(err)) return 'duplicate';
        throw err;
      }
      return expectedVersion !== undefined && (await MemberProfile.exists({ _id: id, ...NOT_REMOVED })) ? 'stale' : 'missing';
    },

    /**
     * The copy of the account's name and e-mail follows auth (the owner). Not an edit, so the version
     * stays: an admin's save that itself changed the name in auth must not be refused as stale by it.
     */
    async syncAccount(accountId: string, { name, email }: { name: string; email: string }): Promise<void> {
      await MemberProfile.updateOne({ accountId }, { $set: { name, email } });
    },

    /**
     * Replaces the profile by its tombstone carrying `messages`, in one conditional write (their relay
     * waits `writerLeaseMs` for the writer's own attempt); false when there was no profile to remove.
     */
    async remove(id: string, messages: OutboxMessage[], writerLeaseMs: number): Promise<boolean> {
      const removed = await MemberProfile.updateOne(
        { _id: id, ...NOT_REMOVED },
        [TOMBSTONE, { $set: { removed: true } }, ...embedMessages(messages, { writerLeaseMs })],
        PIPELINE,
      );
      return removed.matchedCount === 1;
    },

    /** The profile's `_id` as stored, for the message relay (which reads the collection itself). */
    storedId: (id: string) => new Types.ObjectId(id),

    /** Who has the domain: how many members, and which of them have no other. */
    async usageOfDomain(domainId: string): Promise<{ members: number; onlyHere: Array<{ id: string; name: string }> }> {
      const docs = await MemberProfile.find({ domainIds: domainId }, { name: 1, domainIds: 1 }).sort({ name: 1 }).lean();
      const onlyHere = docs
        .filter((doc) => (doc.domainIds ?? []).length === 1)
        .map((doc) => ({ id: String(doc._id), name: doc.name ?? '' }));
      return { members: docs.length, onlyHere };
    },

    async removeDomainFromAll(domainId: string): Promise<void> {
      await MemberProfile.updateMany({ domainIds: domainId }, { $pull: { domainIds: domainId } });
    },
  };
}

export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
