import { z } from 'zod';
import { PUBLIC_FIGURE_MAX, PUBLIC_FIGURE_PROBLEM } from './constants/public-figures';

const figure = z
  .number({ error: PUBLIC_FIGURE_PROBLEM })
  .int({ error: PUBLIC_FIGURE_PROBLEM })
  .min(0, { error: PUBLIC_FIGURE_PROBLEM })
  .max(PUBLIC_FIGURE_MAX, { error: PUBLIC_FIGURE_PROBLEM });

/** The figures the public /team page shows (PUT /api/admin/settings/public-figures). */
export const publicFiguresSchema = z.strictObject({ teamMembers: figure, departments: figure, clients: figure });
export type PublicFigures = z.infer<typeof publicFiguresSchema>;

/** GET /api/admin/settings/public-figures: what the page shows, and the live counts to keep it true. */
export const publicFiguresSettingsSchema = publicFiguresSchema.extend({
  live: z.object({ teamMembers: z.number(), departments: z.number(), clients: z.number() }),
});
export type PublicFiguresSettings = z.infer<typeof publicFiguresSettingsSchema>;
