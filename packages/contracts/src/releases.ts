import { z } from 'zod';

/** The front ends whose release is a pointer: the shell and each remote, by their registry key. */
export const RELEASE_TARGETS = ['shell', 'public', 'portal', 'admin'] as const;
export type ReleaseTarget = (typeof RELEASE_TARGETS)[number];

/** A release's name: a build's content hash, a commit or a given version; also a folder name, so no path characters. */
export const releaseVersionSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, { error: 'A release name is 1-64 letters, digits, dots, dashes or underscores.' });

/** Which release a front end serves: `current` to everyone, `candidate` to `percent` % of sessions (a canary). */
export const releasePointerSchema = z.object({
  target: z.enum(RELEASE_TARGETS),
  current: z.string().nullable(),
  candidate: z.string().nullable(),
  percent: z.number().int().min(0).max(100),
  /** Earlier currents, newest last: where a rollback goes. */
  history: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type ReleasePointer = z.infer<typeof releasePointerSchema>;

/**
 * One operator change. `from` is the current release the operator saw (null: none set yet); the change
 * applies only if it still is (compare-and-set), so two operators racing from the same `from` cannot both win.
 */
export const releaseChangeBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('release'), version: releaseVersionSchema, from: z.string().nullable() }),
  z.object({ action: z.literal('rollback'), from: z.string().nullable() }),
  z.object({
    action: z.literal('canary'),
    version: releaseVersionSchema,
    percent: z.number().int().min(0).max(100),
    from: z.string().nullable(),
  }),
]);
export type ReleaseChangeBody = z.infer<typeof releaseChangeBodySchema>;

/** The change log: who changed which pointer when, from which release to which. */
export const releaseChangeSchema = z.object({
  target: z.enum(RELEASE_TARGETS),
  action: z.enum(['release', 'rollback', 'canary']),
  by: z.string(),
  at: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  percent: z.number().int().optional(),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

export const releaseOverviewSchema = z.object({ pointers: z.array(releasePointerSchema), changes: z.array(releaseChangeSchema) });
export type ReleaseOverview = z.infer<typeof releaseOverviewSchema>;

/** An admin's request to see one front end at another release in their own browser, for `minutes`. */
export const releaseOverrideBodySchema = z.object({
  target: z.enum(RELEASE_TARGETS),
  version: releaseVersionSchema,
  minutes: z.number().int().min(1).max(480).default(60),
});
export type ReleaseOverrideBody = z.infer<typeof releaseOverrideBodySchema>;
