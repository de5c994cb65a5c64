import { trusted, type Connection } from 'mongoose';
import { getDomainModel } from './domain-model';

export interface DomainRecord {
  id: string;
  name: string;
}

export const toNameKey = (name: string) => name.trim().toLowerCase();

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

export function createDomainRepository(db: Connection) {
  const Domain = getDomainModel(db);
  const toRecord = (doc: { _id: unknown; name: string }): DomainRecord => ({ id: String(doc._id), name: doc.name });

  return {
    count: () => Domain.countDocuments(),

    async listByName(): Promise<DomainRecord[]> {
      const docs = await Domain.find({}, { name: 1 }).sort({ nameKey: 1 }).lean();
      return docs.map(toRecord);
    },

    async findById(id: string): Promise<DomainRecord | null> {
      const doc = await Domain.findById(id, { name: 1 }).lean();
      return doc ? toRecord(doc) : null;
    },

    async findByIds(ids: string[]): Promise<DomainRecord[]> {
      // sanitizeFilter would neutralise our own $in too; `trusted` marks it as ours, not request input.
      const docs = await Domain.find({ _id: trusted({ $in: ids }) }, { name: 1 }).lean();
      return docs.map(toRecord);
    },

    /** Null when a domain with the same normalised name exists (the unique index decides). */
    async insert(name: string): Promise<DomainRecord | null> {
      await Domain.init(); // the unique index must exist before the first insert
      try {
        const doc = await Domain.create({ name, nameKey: toNameKey(name) });
        return { id: String(doc._id), name: doc.name };
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },

    /** Inserts unless the normalised name exists; used by seeding so a rerun changes nothing. */
    async ensure(name: string): Promise<void> {
      await Domain.updateOne({ nameKey: toNameKey(name) }, { $setOnInsert: { name, nameKey: toNameKey(name) } }, { upsert: true });
    },

    async deleteById(id: string): Promise<boolean> {
      const result = await Domain.deleteOne({ _id: id });
      return result.deletedCount === 1;
    },
  };
}

export type DomainRepository = ReturnType<typeof createDomainRepository>;
