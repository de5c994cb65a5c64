import { z } from 'zod';
import { splitTags } from './constants/admin';
import { pageQuerySchema } from './paging';
import { PROJECT_DOMAINS, PROJECT_STATUSES } from './constants/projects';

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  client: z.string(),
  domain: z.string(),
  status: z.enum(PROJECT_STATUSES),
  team: z.array(z.string()),
  budget: z.number(),
  payment: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120);

/**
 * POST /api/admin/projects (spec §5): name, client and domain required; team split on commas,
 * trimmed, empties dropped; budget a number; an empty payment becomes null.
 */
export const createProjectBodySchema = z.object({
  name: required('Project name'),
  client: required('Client'),
  domain: z.enum(PROJECT_DOMAINS, { error: 'Domain is required' }),
  status: z.enum(PROJECT_STATUSES).optional().default('Active'),
  team: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => splitTags(value ?? []))
    .pipe(z.array(z.string().max(80)).max(30, 'At most 30 team members')),
  budget: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : Number(value)))
    .pipe(z.number({ error: 'Budget must be a number' }).min(0, 'Budget cannot be negative').max(1e12, 'Budget is too large')),
  payment: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((value) => value || null),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

/** ?q=&status=&domain=&cursor=&limit=: `q` searches name and client; unknown filter values are ignored. */
export const projectQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional().default(''),
  status: z.enum(PROJECT_STATUSES).optional().catch(undefined),
  domain: z.enum(PROJECT_DOMAINS).optional().catch(undefined),
});

/** Newest first, a page read by position (`nextCursor` null on the last); `total` counts every match. */
export const projectListResponseSchema = z.object({
  projects: z.array(projectSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;
