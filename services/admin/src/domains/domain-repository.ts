import { Schema, trusted, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { toDomainSlug } from '@agency/contracts';

const domainSchema = new Schema(
  {
    name: { type: String, required: true },
    // Trimmed, lower-cased name. Its unique index is what makes "IOT" and " iot " the same domain,
    // also when two admins add it at the same moment.
    nameKey: { type: String, required: true, unique: true },
    // The /team/{slug} of this domain, fixed at creation. Unique, so one page has one owner; sparse
    // only for domains from before slugs were stored, until backfillSlugs gives them theirs.
    slug: { type: String },
  },
  { timestamps: true, collection: 'domains' },
);
domainSchema.index({ slug: 1 }, { unique: true, sparse: true });

export type DomainDoc = InferSchemaType<typeof domainSchema>;

export function getDomainModel(db: Connection): Model<DomainDoc> {
  return (db.models.Domain as Model<DomainDoc> | undefined) ?? (db.model('Domain', domainSchema) as unknown as Model<DomainDoc>);
}

export interface DomainRecord {
  id: string;
  name: string;
  slug: string;
}

/** The sort key of the domain list (and the older uniqueness rule, which the slug now covers). */
export const toNameKey = (name: string) => name.trim().toLowerCase();

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

type DomainLean = { _id: unknown; name: string; slug?: string | null };
const FIELDS = { name: 1, slug: 1 };

export function createDomainRepository(db: Connection) {
  const Domain = getDomainModel(db);
  const ready = Domain.init(); // the unique indexes must exist before the first insert
  const toRecord = (doc: DomainLean): DomainRecord => ({ id: String(doc._id), name: doc.name, slug: doc.slug ?? toDomainSlug(doc.name) });

  return {
    // The collection's own count (MongoDB's metadata count, devdb's size): never a scan of the documents.
    count: () => Domain.estimatedDocumentCount(),

    async listByName(): Promise<DomainRecord[]> {
      const docs = await Domain.find({}, FIELDS).sort({ nameKey: 1 }).lean();
      return docs.map(toRecord);
    },

    async findById(id: string): Promise<DomainRecord | null> {
      const doc = await Domain.findById(id, FIELDS).lean();
      return doc ? toRecord(doc) : null;
    },

    async findBySlug(slug: string): Promise<DomainRecord | null> {
      const doc = await Domain.findOne({ slug }, FIELDS).lean();
      return doc ? toRecord(doc) : null;
    },

    async findByIds(ids: string[]): Promise<DomainRecord[]> {
      // sanitizeFilter would neutralise our own $in too; `trusted` marks it as ours, not request input.
      const docs = await Domain.find({ _id: trusted({ $in: ids }) }, FIELDS).lean();
      return docs.map(toRecord);
    },

    /** Null when a domain with the same slug exists (the unique index decides, also for two admins at once). */
    async insert(name: string): Promise<DomainRecord | null> {
      await ready;
      try {
        const doc = await Domain.create({ name, nameKey: toNameKey(name), slug: toDomainSlug(name) });
        return toRecord(doc.toObject());
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },

    /** Inserts unless the slug exists; used by seeding so a rerun changes nothing. */
    async ensure(name: string): Promise<void> {
      await ready;
      const slug = toDomainSlug(name);
      await Domain.updateOne({ slug }, { $setOnInsert: { name, nameKey: toNameKey(name), slug } }, { upsert: true });
    },

    /**
     * Gives domains from before stored slugs theirs, oldest first: the oldest keeps the page its name
     * always linked to, a later look-alike ("Digital  Marketing" beside "Digital Marketing") gets
     * "-2", "-3"... so no existing team page changes owner. Answers how many were given a slug.
     */
    async backfillSlugs(): Promise<number> {
      await ready;
      const legacy = await Domain.find({ slug: trusted({ $exists: false }) }, FIELDS)
        .sort({ _id: 1 })
        .lean();
      for (const doc of legacy) {
        const base = toDomainSlug(doc.name) || 'domain';
        for (let n = 1; ; n++) {
          const slug = n === 1 ? base : `${base}-${n}`;
          const done = await Domain.updateOne({ _id: doc._id, slug: trusted({ $exists: false }) }, { $set: { slug } }).then(
            () => true,
            (err: unknown) => {
              if (isDuplicateKey(err)) return false;
              throw err;
            },
          );
          if (done) break;
        }
      }
      return legacy.length;
    },

    async deleteById(id: string): Promise<boolean> {
      const result = await Domain.deleteOne({ _id: id });
      return result.deletedCount === 1;
    },
  };
}

export type DomainRepository = ReturnType<typeof createDomainRepository>;
