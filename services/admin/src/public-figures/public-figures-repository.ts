import { Schema, type Connection, type Model } from 'mongoose';
import type { PublicFigures } from '@agency/contracts';

interface SiteSettingDoc extends PublicFigures {
  _id: string;
}

// One document per setting group, keyed by a fixed id, so a save is one upsert and never a duplicate.
const FIGURES_ID = 'public-figures';

const siteSettingSchema = new Schema<SiteSettingDoc>(
  {
    _id: { type: String, required: true },
    teamMembers: { type: Number, required: true },
    departments: { type: Number, required: true },
    clients: { type: Number, required: true },
  },
  { collection: 'site_settings', versionKey: false },
);

export function createPublicFiguresRepository(db: Connection) {
  const Setting =
    (db.models.SiteSetting as Model<SiteSettingDoc> | undefined) ?? db.model<SiteSettingDoc>('SiteSetting', siteSettingSchema);
  return {
    /** Null until the admin has saved figures once. */
    async find(): Promise<PublicFigures | null> {
      const doc = await Setting.findById(FIGURES_ID).lean();
      return doc ? { teamMembers: doc.teamMembers, departments: doc.departments, clients: doc.clients } : null;
    },

    async save(figures: PublicFigures): Promise<void> {
      await Setting.updateOne({ _id: FIGURES_ID }, { $set: figures }, { upsert: true });
    },
  };
}

export type PublicFiguresRepository = ReturnType<typeof createPublicFiguresRepository>;
