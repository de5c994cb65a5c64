import type { Connection } from 'mongoose';
import type { SocialLinks } from '@agency/contracts';

interface SocialLinksDoc extends SocialLinks {
  _id: string;
}

// Beside the public figures in site_settings: one document keyed by a fixed id, so a save is one upsert.
const SOCIAL_LINKS_ID = 'social-links';

export function createSocialLinksRepository(db: Connection) {
  const settings = () => db.collection<SocialLinksDoc>('site_settings');
  return {
    /** Null until the admin has saved links once. */
    async find(): Promise<SocialLinks | null> {
      const doc = await settings().findOne({ _id: SOCIAL_LINKS_ID });
      return doc ? { whatsapp: doc.whatsapp ?? null, linkedin: doc.linkedin ?? null, instagram: doc.instagram ?? null } : null;
    },

    async save(links: SocialLinks): Promise<void> {
      await settings().updateOne({ _id: SOCIAL_LINKS_ID }, { $set: links }, { upsert: true });
    },
  };
}

export type SocialLinksRepository = ReturnType<typeof createSocialLinksRepository>;
