import { z } from 'zod';
import { requireChange } from './update-body';
import { emailSchema, newPasswordSchema } from './auth';
import { domainSchema } from './domain';
import { memberProfileSchema } from './member';
import { requestListResponseSchema } from './requests';
import { pageQuerySchema } from './paging';
import { ADD_MEMBER_REQUIRED, splitTags } from './constants/admin';

// Admin-only shapes (services/admin/README.md): members, requests, dashboard, paging.

const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid id');
const tagList = (max: number) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((value) => splitTags(value ?? []))
    .pipe(z.array(z.string().max(60, 'A tag is too long')).max(max, `At most ${max} entries`));

const required = z.string({ error: ADD_MEMBER_REQUIRED }).trim().min(1, ADD_MEMBER_REQUIRED);

/** POST /api/admin/members (spec §7). The account (e-mail, password) goes to auth; the rest stays here. */
export const createMemberBodySchema = z.object({
  name: required.max(100, 'Name is too long'),
  email: required.pipe(emailSchema),
  password: z.string({ error: ADD_MEMBER_REQUIRED }).min(1, ADD_MEMBER_REQUIRED).pipe(newPasswordSchema),
  empId: z.string().trim().max(30, 'Employee ID is too long').optional().default(''),
  pic: z.string().trim().max(2000, 'Picture URL is too long').optional().default(''),
  description: z.string().trim().max(500, 'Description is too long').optional().default(''),
  skillTags: tagList(20),
  domain_ids: z.array(objectIdSchema, { error: ADD_MEMBER_REQUIRED }).min(1, ADD_MEMBER_REQUIRED).max(20),
});
export type CreateMemberBody = z.input<typeof createMemberBodySchema>;

/**
 * PATCH /api/admin/members/:id: only the fields that changed (If-Match: the version read). Name and
 * e-mail belong to the member's login: they are changed in auth, and this copy follows.
 */
const memberFieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    email: emailSchema,
    empId: z.string().trim().max(30),
    pic: z.string().trim().max(2000),
    description: z.string().trim().max(500),
    about: z.string().trim().max(2000, 'About is too long'),
    skillTags: tagList(20),
    skills: tagList(30),
    languages: tagList(20),
    domain_ids: z.array(objectIdSchema).min(1, 'At least one domain is required').max(20),
  })
  .partial();
export const updateMemberBodySchema = requireChange(
  memberFieldsSchema,
  ['name', 'email', 'empId', 'pic', 'description', 'about', 'skillTags', 'skills', 'languages', 'domain_ids'],
  'Nothing to update: send at least one member field to change',
);
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

/** What the admin's Team Management shows: the public profile plus the e-mail and the account link. */
export const adminMemberSchema = memberProfileSchema.extend({
  email: z.string(),
  accountId: z.string().nullable(),
  /** Send it back in If-Match when saving: a save on an older copy answers 409 STALE_VERSION. */
  version: z.number(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/**
 * ?q=&cursor=&limit= of the admin's member list: `q` narrows to names containing it (any case);
 * `cursor` (the last answer's `nextCursor`) reads the page after it by position.
 */
export const memberListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberListResponseSchema = z.object({
  members: z.array(adminMemberSchema),
  total: z.number(),
  /** The page after this one (null on the last), for `?cursor=`. */
  nextCursor: z.string().nullable(),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

/** POST /api/admin/requests/:id/assign */
export const assignRequestBodySchema = z.object({
  memberIds: z.array(objectIdSchema, { error: 'Choose at least one member' }).min(1, 'Choose at least one member').max(20),
});
export type AssignRequestBody = z.infer<typeof assignRequestBodySchema>;

/** GET /api/admin/requests: one page of a queue, as the user service answers it. */
export const adminRequestListSchema = requestListResponseSchema;

/** GET /api/admin/dashboard/stats. `pendingRequests` is null while the user service is down. */
export const dashboardStatsSchema = z.object({
  totalDomains: z.number(),
  /** Spec §3 names the domain count "totalClients"; kept for callers of the original API. */
  totalClients: z.number(),
  clients: z.number(),
  teamMembers: z.number(),
  activeProjects: z.number(),
  completedProjects: z.number(),
  unreadMessages: z.number(),
  pendingRequests: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityItemSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), date: z.string() });
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/admin/activity: `available` false when the request source is down (the card says so). */
export const activityResponseSchema = z.object({ activity: z.array(activityItemSchema), available: z.boolean() });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export { domainSchema as adminDomainSchema };
