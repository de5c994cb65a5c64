import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

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
