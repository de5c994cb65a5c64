import { z } from 'zod';
import {
  REJECT_REASON_MAX_LENGTH,
  REQUEST_DESCRIPTION_MAX_LENGTH,
  REQUEST_STATUSES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
} from './constants/requests';
import { TASK_STATUSES } from './constants/tasks';
import { requireChange } from './update-body';
import { pageQuerySchema } from './paging';

const idSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid id');

// A request's own fields, checked the same way (and with the same texts) when it is filed and when it is edited.
const requestFields = {
  service: z.enum(SERVICE_TYPES, { error: 'Service type is required' }),
  domain_id: z.string({ error: 'Domain is required' }).trim().min(1, 'Domain is required').pipe(idSchema),
  description: z.string().trim().max(REQUEST_DESCRIPTION_MAX_LENGTH, 'Description is too long'),
};

/** POST /api/user/requests. Service type and domain are required; the description is optional. */
export const createRequestBodySchema = z.object({ ...requestFields, description: requestFields.description.optional().default('') });
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;

/** PATCH /api/user/requests/:id: the customer's own request while it is PENDING; only the fields sent change. */
export const updateRequestBodySchema = requireChange(
  z.object(requestFields).partial(),
  ['service', 'domain_id', 'description'],
  'Nothing to update: send the service type, the domain or the description to change',
);
export type UpdateRequestBody = z.infer<typeof updateRequestBodySchema>;

export const requestTimelineEntrySchema = z.object({ status: z.enum(REQUEST_STATUSES), at: z.string() });
export type RequestTimelineEntry = z.infer<typeof requestTimelineEntrySchema>;

/** A service request as every caller sees it; names are snapshots taken when it was created. */
export const serviceRequestSchema = z.object({
  req_id: z.string(),
  service: z.string(),
  domain_id: z.string(),
  domain: z.object({ name: z.string() }).nullable(),
  description: z.string(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
  request_date: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  timeline: z.array(requestTimelineEntrySchema),
  /** Who the admin assigned it to (member account ids and names); internal answers only, never the customer's. */
  assignees: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type RequestAssignee = NonNullable<ServiceRequest['assignees']>[number];

/**
 * GET /api/user/requests/previous, GET /internal/requests and GET /api/admin/requests: one page,
 * newest first. `nextCursor` (null on the last page) asks for the next one; `total` counts the whole
 * list, so a screen can say "20 of 139" and never pass the oldest off as the end.
 */
export const requestListResponseSchema = z.object({
  requests: z.array(serviceRequestSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type RequestListResponse = z.infer<typeof requestListResponseSchema>;

/** GET /internal/requests/by-id?ids=<id>,<id> (the admin's unstaffed page): those requests, in that order, one lookup. */
export const requestsByIdQuerySchema = z.object({
  ids: z
    .string()
    .max(2600)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid request id'))
        .min(1)
        .max(100),
    ),
});
export const requestsByIdResponseSchema = z.object({ requests: z.array(serviceRequestSchema) });

/** GET /internal/requests and /api/admin/requests ?status=&cursor=&limit= (the admin's queues). */
export const listRequestsQuerySchema = pageQuerySchema.extend({
  status: z.enum(REQUEST_STATUSES).default('PENDING'),
  /** `false`: only requests nobody is assigned to yet (the admin's "awaiting assignment"); `true`: only assigned ones. */
  assigned: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** GET /api/admin/services ?status=&cursor=&limit= (the user service answers it): one page of the services overview. */
export const serviceListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SERVICE_STATUSES, { error: 'status must be ACTIVE or COMPLETED' }).default('ACTIVE'),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** A request as the services overview shows it: with the service status it is listed under. */
export const serviceItemSchema = serviceRequestSchema.extend({ serviceStatus: z.enum(SERVICE_STATUSES) });
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/** GET /api/admin/services: one page, newest first; `total` counts every service of that status. */
export const serviceListResponseSchema = z.object({
  services: z.array(serviceItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/** GET /internal/requests/counts (the admin dashboard's figures): each an index count, never a scan. */
export const requestCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  withdrawn: z.number(),
});
export type RequestCounts = z.infer<typeof requestCountsSchema>;

/** POST /api/admin/requests/:id/respond (the user service answers it): only a PENDING request can be answered, once. */
export const respondToRequestBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
  /** Why a request was rejected, for the customer's e-mail (optional; ignored for an approval). */
  reason: z.string().trim().max(REJECT_REASON_MAX_LENGTH, `reason: at most ${REJECT_REASON_MAX_LENGTH} characters`).optional(),
});
export type RespondToRequestBody = z.infer<typeof respondToRequestBodySchema>;

/**
 * POST /internal/requests/:id/progress — the member service reports a task's new status (its fact);
 * the user service, which owns the request, decides from its copy of every assignee's task whether the
 * request is in progress or completed.
 */
export const requestProgressBodySchema = z.object({
  memberId: z.string().min(1).max(100),
  /** Withdrawn: the member was removed and their task taken back, so they leave the request. */
  taskStatus: z.enum([...TASK_STATUSES, 'Withdrawn']),
});
export type RequestProgressBody = z.infer<typeof requestProgressBodySchema>;

/**
 * POST /internal/requests/:id/assign — the admin service hands the request to members it vouches for
 * (their account ids and names); the user service records them and their tasks in one write, makes
 * the tasks (member service) and answers them: `201 { tasks }` (see `assignedTasksSchema`).
 */
export const recordAssigneesBodySchema = z.object({
  assignees: z
    .array(z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid member id'), name: z.string().max(200) }))
    .min(1)
    .max(100),
});
export type RecordAssigneesBody = z.infer<typeof recordAssigneesBodySchema>;
