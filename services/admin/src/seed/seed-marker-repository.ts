import { Schema, type Connection, type Model } from 'mongoose';

interface SeedMarkerDoc {
  _id: string;
  seededAt: Date;
}

const seedMarkerSchema = new Schema<SeedMarkerDoc>({ _id: String, seededAt: Date }, { collection: 'seed_markers', versionKey: false });

/** Records which seed sets ran, so demo data deleted by an admin does not come back on restart. */
export function createSeedMarkerRepository(db: Connection) {
  const SeedMarker = (db.models.SeedMarker as Model<SeedMarkerDoc> | undefined) ?? db.model('SeedMarker', seedMarkerSchema);
  return {
    async has(id: string): Promise<boolean> {
      return (await SeedMarker.exists({ _id: id })) !== null;
    },
    async record(id: string): Promise<void> {
      await SeedMarker.updateOne({ _id: id }, { $setOnInsert: { seededAt: new Date() } }, { upsert: true });
    },
  };
}

export type SeedMarkerRepository = ReturnType<typeof createSeedMarkerRepository>;
