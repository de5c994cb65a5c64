import { z } from 'zod';

/** Above this a figure is a typo, not an agency's size (the counters count up to it in about a second). */
export const PUBLIC_FIGURE_MAX = 10_000;
/** Spec section 2: the /team counters count up to these until the admin sets others. */
export const DEFAULT_PUBLIC_FIGURES = { teamMembers: 21, departments: 5, clients: 10 } as const;
export const PUBLIC_FIGURE_PROBLEM = `Each figure must be a whole number from 0 to ${PUBLIC_FIGURE_MAX}.`;

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
