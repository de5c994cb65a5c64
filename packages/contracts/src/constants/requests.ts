/** The agency's six services (spec section 1): the "service type" of a new request. */
export const SERVICE_TYPES = [
  'Software Development',
  'Digital Presence Management',
  'Brand Identity Design',
  'Embedded Systems & IoT',
  'Design & Creatives',
  'Technical Support',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The longest reason an admin may give the customer for a rejection. */
export const REJECT_REASON_MAX_LENGTH = 500;

/**
 * PENDING → approved | rejected | withdrawn (the customer took it back); approved → in_progress → completed
 * (services/user/README.md).
 */
export const REQUEST_STATUSES = ['PENDING', 'approved', 'rejected', 'in_progress', 'completed', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * Work can be handed out while a request is approved or already in progress (more hands). The user
 * service, which owns the request, decides with it; the admin's lists only read it.
 */
export const ASSIGNABLE_REQUEST_STATUSES = ['approved', 'in_progress'] as const satisfies readonly RequestStatus[];

/** The admin's view of work (spec §3 "Service"): approved and in-progress requests are ACTIVE, completed ones COMPLETED. */
export const SERVICE_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The longest description a customer may give a request (filing it or editing it). */
export const REQUEST_DESCRIPTION_MAX_LENGTH = 2000;
