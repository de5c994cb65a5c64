import { Schema, type Connection, type Model } from 'mongoose';
import { newestFirstAfter, walkOldestFirst, type PagePosition } from '@agency/server-kit';
import type { Client } from '@agency/contracts';

interface ClientDoc {
  clientName: string;
  nameKey: string;
  domain: string;
  description: string;
  createdAt: Date;
}

const clientSchema = new Schema<ClientDoc>(
  {
    clientName: { type: String, required: true },
    // Trimmed, lower-cased name: its unique index makes "Acme" and " acme " one client.
    nameKey: { type: String, required: true, unique: true },
    domain: { type: String, required: true },
    description: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'clients' },
);
// The list's sort, newest first with ties by _id: an index walk that stops at the page (no in-memory sort).
clientSchema.index({ createdAt: -1, _id: -1 });
clientSchema.index({ domain: 1 });

const toClient = (doc: ClientDoc & { _id: unknown }): Client => ({
  client_id: String(doc._id),
  clientName: doc.clientName,
  domain: doc.domain,
  description: doc.description,
  created_at: doc.createdAt.toISOString(),
});

export function createClientRepository(db: Connection) {
  const ClientModel = (db.models.Client as Model<ClientDoc> | undefined) ?? db.model<ClientDoc>('Client', clientSchema);
  const ready = ClientModel.init();
  return {
    // The collection's own count (MongoDB's metadata count, devdb's size): never a scan of the documents.
    count: () => ClientModel.estimatedDocumentCount(),

    /** Clients record their domain by name (as the spec's form sends it). */
    countByDomainName: (domain: string) => ClientModel.countDocuments({ domain }),

    /** Up to `limit` clients added before `after` (from the newest when null), read by position on the index. */
    async newestFirst(after: PagePosition | null, limit: number): Promise<Client[]> {
      const docs = await ClientModel.find()
        .where(newestFirstAfter('createdAt', after))
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean();
      return docs.map(toClient);
    },

    /** Null when a client with the same normalised name exists. */
    async insert(body: { clientName: string; domain: string; description: string }): Promise<Client | null> {
      await ready;
      try {
        const doc = await ClientModel.create({ ...body, nameKey: body.clientName.trim().toLowerCase() });
        return toClient(doc.toObject());
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return null;
        throw err;
      }
    },

    /** The clients added in [start, end), oldest first, a page at a time along the createdAt index (exports). */
    async *addedBetween(start: Date, end: Date): AsyncGenerator<Client> {
      const docs = walkOldestFirst(db.collection('clients'), { createdAt: { $gte: start, $lt: end } }, { field: 'createdAt' });
      for await (const doc of docs) yield toClient(doc as unknown as ClientDoc & { _id: unknown });
    },

    async deleteById(id: string): Promise<boolean> {
      return (await ClientModel.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
