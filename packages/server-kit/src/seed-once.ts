import { Schema, type Connection, type Model } from 'mongoose';
import type { Logger } from './logger';

interface SeedMarkerDoc {
  _id: string;
  state: 'seeding' | 'done';
  at: Date;
}

const seedMarkerSchema = new Schema<SeedMarkerDoc>(
  { _id: String, state: String, at: Date },
  { collection: 'seed_markers', versionKey: false },
);

/** The markers live in the seeded database itself, so they travel with its data (a backup, a copied folder). */
export function createSeedMarkers(db: Connection) {
  const SeedMarker = (db.models.SeedMarker as Model<SeedMarkerDoc> | undefined) ?? db.model<SeedMarkerDoc>('SeedMarker', seedMarkerSchema);
  return {
    async state(key: string): Promise<SeedMarkerDoc['state'] | null> {
      const doc = await SeedMarker.findById(key).lean();
      // Markers written before states existed meant a finished seed.
      return doc ? (doc.state ?? 'done') : null;
    },
    async mark(key: string, state: SeedMarkerDoc['state']): Promise<void> {
      await SeedMarker.updateOne({ _id: key }, { $set: { state, at: new Date() } }, { upsert: true });
    },
  };
}

export type SeedMarkers = ReturnType<typeof createSeedMarkers>;

export type SeedOutcome = 'seeded' | 'already-seeded' | 'database-in-use';

/**
 * Runs `seed` only into an empty database, and only once. A database that already holds data but no
 * marker (one from before markers existed, or filled by hand) counts as seeded: the marker is written
 * and nothing is added, so a renamed or deleted demo account never comes back at a restart. A seed
 * that crashed half-way left a 'seeding' marker and is finished at the next start (`seed` must be
 * idempotent); only a 'done' marker, written last, ends it for good.
 */
export async function seedOnce(options: {
  markers: SeedMarkers;
  key: string;
  /** Whether the data this seed would fill is still untouched. */
  isEmpty: () => Promise<boolean>;
  seed: () => Promise<void>;
  logger?: Logger;
  /** What is seeded, for the start-up line ("demo accounts"). */
  what: string;
}): Promise<SeedOutcome> {
  const { markers, key, logger, what } = options;
  const state = await markers.state(key);
  if (state === 'done') {
    logger?.info(`seeding skipped: ${what} were seeded before (marker ${key})`);
    return 'already-seeded';
  }
  if (state === null && !(await options.isEmpty())) {
    await markers.mark(key, 'done');
    logger?.info(`seeding skipped: the database already holds data, so no ${what} are added (marker ${key} written)`);
    return 'database-in-use';
  }
  await markers.mark(key, 'seeding');
  await options.seed();
  await markers.mark(key, 'done');
  logger?.info(`${what} seeded into an empty database (marker ${key})`);
  return 'seeded';
}
