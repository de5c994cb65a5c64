// services/admin: the public team reads and the contact form, then everything the /admin area calls.
import { z } from 'zod';
import * as c from '../index';
import { adminProfileUpdatedSchema, assignedTasksSchema, clientCreatedSchema, healthAnswerSchema } from './components';
import { BAD_ID, type ApiRoute } from './route';

const ADMIN = ['admin'] as const;
const PORTAL_DOWN = 'DEPENDENCY_UNAVAILABLE: the user or member service did not answer.';
const AUTH_DOWN = 'DEPENDENCY_UNAVAILABLE: the auth service did not answer.';
const admin = (route: Omit<ApiRoute, 'roles'>): ApiRoute => ({ ...route, roles: ADMIN });

const publicRoutes: ApiRoute[] = [
  { method: 'get', path: '/api/admin/domains', tag: 'Team (public)', summary: 'All domains, by name', answer: c.domainListSchema },
  {
    method: 'get',
    path: '/api/admin/domains/{id}',
    tag: 'Team (public)',
    summary: 'One domain (what a new request is checked against)',
    answer: c.domainSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND: unknown domain.' },
  },
  {
    method: 'get',
    path: '/api/admin/domains/{id}/members',
    tag: 'Team (public)',
    summary: 'The members of one domain (public cards, never e-mail)',
    answer: c.memberCardListSchema,
    errors: { 400: BAD_ID },
  },
  {
    method: 'get',
    path: '/api/admin/domains/{id}/team',
    tag: 'Team (public)',
    summary: "One page of a domain's members by name (the team page; follow nextCursor for more)",
    query: c.teamPageQuerySchema,
    answer: c.teamPageSchema,
    errors: { 400: `${BAD_ID} INVALID_CURSOR: a cursor this service did not hand out.`, 404: 'NOT_FOUND: unknown domain.' },
  },
  {
    method: 'get',
    path: '/api/admin/members/{id}/avatar',
    tag: 'Team (public)',
    summary: "A member's picture (SVG, cached by ETag); cards and profiles name it in `pic` instead of inlining it",
    answer: z.string().describe('image/svg+xml'),
    errors: { 404: 'NOT_FOUND: unknown member, or no stored picture.' },
  },
  {
    method: 'get',
    path: '/api/admin/members/{id}',
    tag: 'Team (public)',
    summary: "One member's public profile (never e-mail)",
    answer: c.memberProfileSchema,
    errors: { 404: 'NOT_FOUND: unknown or malformed id.' },
  },
  {
    method: 'get',
    path: '/api/admin/public-stats',
    tag: 'Team (public)',
    summary: "The team page's counters: the figures the admin set in Settings (21, 5, 10 until then)",
    answer: c.publicStatsSchema,
  },
  {
    method: 'get',
    path: '/api/admin/social-links',
    tag: 'Team (public)',
    summary: "The footer's WhatsApp, LinkedIn and Instagram links the admin set in Settings (null where none is set)",
    answer: c.socialLinksSchema,
  },
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message through the contact form',
    body: c.contactBodySchema,
    answer: c.messageResponseSchema,
    created: true,
    errors: { 429: 'RATE_LIMITED: more than 5 messages from one address in 10 minutes; Retry-After says when to try again.' },
  },
  {
    method: 'get',
    path: '/api/admin/health',
    tag: 'Admin dashboard',
    summary: 'Liveness probe of the admin API (spec §7)',
    answer: healthAnswerSchema,
  },
];

const CSV_EXPORT =
  'Streamed as it is read (UTF-8 with a BOM, RFC 4180, dates ISO 8601 in UTC; a text starting with = + - @ tab or CR gets a leading apostrophe), as an attachment named <name>-<from>-to-<to>.csv.';
const PERIOD_400 = 'VALIDATION_FAILED: from or to is not a YYYY-MM-DD date, from is after to, or the period is longer than 366 days.';
const csvExport = (path: string, summary: string, more: Partial<ApiRoute> = {}) =>
  admin({
    method: 'get',
    path,
    tag: 'Admin dashboard',
    summary,
    description: CSV_EXPORT,
    query: c.insightsPeriodQuerySchema,
    answer: z.string(),
    answerType: 'text/csv',
    errors: { 400: PERIOD_400 },
    ...more,
  });

const dashboardRoutes: ApiRoute[] = [
  admin({
    method: 'get',
    path: '/api/admin/test',
    tag: 'Admin dashboard',
    summary: 'Proves an admin token reaches the admin API',
    answer: c.messageResponseSchema,
  }),
  admin({
    method: 'get',
    path: '/api/admin/dashboard/stats',
    tag: 'Admin dashboard',
    summary: 'The dashboard counters',
    answer: c.dashboardStatsSchema,
  }),
  admin({
    method: 'get',
    path: '/api/admin/insights',
    tag: 'Admin dashboard',
    summary:
      'Insights for a period of whole UTC days (from and to included): requests per week and domain, turnaround, member load, contact messages',
    description:
      'Each section comes from the owner of its facts (user service: requests; member service: tasks; this service: contact messages), asked in parallel with a 2.5 s time-out each; a section whose owner did not answer is `{ available: false, error }` and the others still show. Contact messages keep only a read flag, no reply: `read` counts the ones an admin opened.',
    query: c.insightsPeriodQuerySchema,
    answer: c.adminInsightsSchema,
    errors: { 400: PERIOD_400 },
  }),
  csvExport(c.INSIGHTS_EXPORTS.clients, 'CSV of the clients added in a period (whole UTC days)'),
  csvExport(c.INSIGHTS_EXPORTS['contact-messages'], 'CSV of the contact messages received in a period'),
  csvExport(c.INSIGHTS_EXPORTS['member-load'], "CSV of the Insights page's member load table for a period (median in hours)", {
    errors: { 400: PERIOD_400, 503: 'DEPENDENCY_UNAVAILABLE: the member service did not answer.' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/activity',
    tag: 'Admin dashboard',
    summary: 'Recent activity (available false while requests cannot be read)',
    answer: c.activityResponseSchema,
  }),
  admin({
    method: 'get',
    path: '/api/admin/profile',
    tag: 'Admin settings',
    summary: "The admin's own name and e-mail",
    answer: c.adminProfileSchema,
    errors: { 503: AUTH_DOWN },
  }),
  admin({
    method: 'put',
    path: '/api/admin/profile',
    tag: 'Admin settings',
    summary: "Change the admin's own name and/or e-mail (only the fields sent; answers a fresh token)",
    description:
      'If-Match: "<version>" (from GET) refuses a save made on an older copy. A new e-mail needs `currentPassword` and only becomes the sign-in address when the link mailed to it is opened (`pendingEmail` in the answer); the old address is told at once.',
    body: c.updateAdminProfileBodySchema,
    answer: adminProfileUpdatedSchema,
    errors: {
      400: 'VALIDATION_FAILED: a new e-mail without currentPassword; INVALID_CURRENT_PASSWORD: it is wrong.',
      409: 'EMAIL_TAKEN: another account has this e-mail; STALE_VERSION.',
      429: "RATE_LIMITED: auth's limits on wrong current passwords or on e-mail changes; Retry-After says when to try again.",
      503: AUTH_DOWN,
    },
  }),
  admin({
    method: 'put',
    path: '/api/admin/password',
    tag: 'Admin settings',
    summary: "Change the admin's own password (answers a fresh token)",
    body: c.updatePasswordBodySchema,
    answer: c.passwordChangedResponseSchema,
    errors: {
      400: 'INVALID_CURRENT_PASSWORD: the current password is wrong; PASSWORD_TOO_COMMON.',
      429: 'RATE_LIMITED: too many wrong current passwords (counted with logins); Retry-After says when.',
      503: AUTH_DOWN,
    },
  }),
];

const teamRoutes: ApiRoute[] = [
  admin({
    method: 'post',
    path: '/api/admin/domains',
    tag: 'Admin team',
    summary: 'Add a domain',
    body: c.createDomainBodySchema,
    answer: c.domainSchema,
    created: true,
    errors: {
      400: 'VALIDATION_FAILED: blank, longer than 100 characters, or without a letter or digit.',
      409: 'DOMAIN_EXISTS: another domain has the same slug (the /team/{slug} address: case, spaces, "-" and "/" do not count).',
    },
  }),
  admin({
    method: 'delete',
    path: '/api/admin/domains/{id}',
    tag: 'Admin team',
    summary: 'Delete a domain (refused while a member has no other domain)',
    answer: c.messageResponseSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.', 409: 'DOMAIN_IN_USE: members have it as their only domain (named in the message).' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/domains/{id}/usage',
    tag: 'Admin team',
    summary: 'What refers to a domain (members, those with no other domain, clients, requests), shown before deleting it',
    answer: c.domainUsageSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/members',
    tag: 'Admin team',
    summary: 'Team members with e-mail, a page at a time, by name; `q` narrows to names containing it (the member picker)',
    query: c.memberListQuerySchema,
    answer: c.memberListResponseSchema,
  }),
  admin({
    method: 'post',
    path: '/api/admin/members',
    tag: 'Admin team',
    summary: 'Add a member: a login account (first-login) and a profile',
    body: c.createMemberBodySchema,
    answer: c.adminMemberSchema,
    created: true,
    errors: { 409: 'EMAIL_TAKEN; EMP_ID_TAKEN.', 503: AUTH_DOWN },
  }),
  admin({
    method: 'patch',
    path: '/api/admin/members/{id}',
    tag: 'Admin team',
    summary: "Edit a member's profile (only the fields sent; name and e-mail change the member's login in auth)",
    description:
      'If-Match: "<version>" (from the member list) refuses a save made on an older copy. The answer carries the new version (also as ETag).',
    body: c.updateMemberBodySchema,
    answer: c.adminMemberSchema,
    errors: {
      400: BAD_ID,
      404: 'NOT_FOUND.',
      409: 'EMP_ID_TAKEN; EMAIL_TAKEN; STALE_VERSION: someone saved this member since the If-Match version.',
      503: AUTH_DOWN,
    },
  }),
  admin({
    method: 'delete',
    path: '/api/admin/members/{id}',
    tag: 'Admin team',
    summary: 'Remove a member; their open tasks are withdrawn and their login deleted (reliably, through the outbox)',
    answer: c.messageResponseSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.' },
  }),
];

const workRoutes: ApiRoute[] = [
  admin({
    method: 'get',
    path: '/api/admin/requests/unstaffed',
    tag: 'Admin requests',
    summary:
      'Approved or in-progress requests that lost their worker (a removed member), a page at a time, newest request first (follow nextCursor until null; total counts them all); assign them again',
    query: c.pageQuerySchema,
    answer: c.adminRequestListSchema,
    errors: { 400: 'INVALID_CURSOR (an absurd limit is clamped).', 503: PORTAL_DOWN },
  }),
  admin({
    method: 'post',
    path: '/api/admin/requests/{id}/assign',
    tag: 'Admin requests',
    summary:
      'Assign an approved or in-progress request to members: one task each (repeats and parallel calls answer the existing task), and the request records its assignees',
    body: c.assignRequestBodySchema,
    answer: assignedTasksSchema,
    created: true,
    errors: {
      400: BAD_ID,
      404: 'NOT_FOUND: the request or a member.',
      409: 'REQUEST_NOT_APPROVED; REQUEST_COMPLETED (its last task was completed, also when that races the assign); MEMBER_HAS_NO_ACCOUNT.',
      503: PORTAL_DOWN,
    },
  }),
  admin({
    method: 'get',
    path: '/api/admin/clients',
    tag: 'Admin clients',
    summary: 'Clients, newest first, a page at a time (follow nextCursor until null; total counts them all)',
    query: c.pageQuerySchema,
    answer: c.clientListResponseSchema,
  }),
  admin({
    method: 'post',
    path: '/api/admin/clients',
    tag: 'Admin clients',
    summary: 'Add a client (domain by name)',
    body: c.createClientBodySchema,
    answer: clientCreatedSchema,
    created: true,
    errors: { 400: 'VALIDATION_FAILED "Choose an existing domain".', 409: 'CLIENT_EXISTS.' },
  }),
  admin({
    method: 'delete',
    path: '/api/admin/clients/{id}',
    tag: 'Admin clients',
    summary: 'Delete a client',
    answer: c.messageResponseSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/projects',
    tag: 'Admin projects',
    summary:
      'Projects, newest first, a page at a time (follow nextCursor until null); ?q= searches name and client, ?status= and ?domain= filter',
    query: c.projectQuerySchema,
    answer: c.projectListResponseSchema,
    errors: { 400: 'VALIDATION_FAILED: q longer than 100 characters (unknown status or domain values are ignored).' },
  }),
  admin({
    method: 'post',
    path: '/api/admin/projects',
    tag: 'Admin projects',
    summary: 'Add a project',
    body: c.createProjectBodySchema,
    answer: c.projectSchema,
    created: true,
  }),
  admin({
    method: 'delete',
    path: '/api/admin/projects/{id}',
    tag: 'Admin projects',
    summary: 'Delete a project',
    answer: c.messageResponseSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.' },
  }),
  admin({
    method: 'get',
    path: '/api/admin/messages',
    tag: 'Admin messages',
    summary: 'Contact messages, newest first, a page at a time (follow nextCursor until null), with the unread count and total',
    query: c.pageQuerySchema,
    answer: c.inboxResponseSchema,
  }),
  admin({
    method: 'patch',
    path: '/api/admin/messages/{id}',
    tag: 'Admin messages',
    summary: 'Mark a message as read',
    answer: c.messageResponseSchema,
    errors: { 404: 'NOT_FOUND: unknown or malformed id.' },
  }),
];

const FIGURES_INVALID = `VALIDATION_FAILED: ${c.PUBLIC_FIGURE_PROBLEM}`;

const publicFiguresRoutes: ApiRoute[] = [
  admin({
    method: 'get',
    path: '/api/admin/settings/public-figures',
    tag: 'Admin settings',
    summary: "The team page's public figures, with the live counts beside them",
    answer: c.publicFiguresSettingsSchema,
  }),
  admin({
    method: 'put',
    path: '/api/admin/settings/public-figures',
    tag: 'Admin settings',
    summary: "Set the team page's public figures (Team Members, Departments, Clients)",
    body: c.publicFiguresSchema,
    answer: c.publicFiguresSchema,
    errors: { 400: FIGURES_INVALID },
  }),
  admin({
    method: 'put',
    path: '/api/admin/settings/social-links',
    tag: 'Admin settings',
    summary:
      "Set the footer's social links: a WhatsApp number with its country code, LinkedIn and Instagram profile addresses ('' takes one off)",
    body: c.socialLinksBodySchema,
    answer: c.socialLinksSchema,
    errors: { 400: `VALIDATION_FAILED: ${c.WHATSAPP_PROBLEM}; or ${c.LINKEDIN_PROBLEM}; or ${c.INSTAGRAM_PROBLEM}` },
  }),
];

// The operators' release API: its own token in `x-operator-token` (OPERATOR_TOKEN), never an admin's session.
const OPERATOR = "Needs the operators' token in the `x-operator-token` header (OPERATOR_TOKEN); `x-operator` names who acts.";
const releaseRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/admin/releases',
    tag: 'Releases (operators)',
    summary: 'Which release each front end serves (current, canary) and the latest changes',
    description: OPERATOR,
    answer: c.releaseOverviewSchema,
    errors: { 401: 'UNAUTHENTICATED: no or a wrong operator token.' },
  },
  {
    method: 'post',
    path: '/api/admin/releases/{target}',
    tag: 'Releases (operators)',
    summary:
      'Release, canary or roll back one front end (`target`: shell, public, portal or admin); applies only if `from` is still current',
    description: OPERATOR,
    body: c.releaseChangeBodySchema,
    answer: c.releasePointerSchema,
    errors: {
      401: 'UNAUTHENTICATED: no or a wrong operator token.',
      404: 'NOT_FOUND: no such front end.',
      409: 'CONFLICT: the pointer is no longer at `from` (another change won), or there is no earlier release to roll back to.',
    },
  },
  admin({
    method: 'post',
    path: '/api/admin/release-override',
    tag: 'Releases (operators)',
    summary: "Show one front end at another release in the caller's own browser, for `minutes` (a signed cookie)",
    body: c.releaseOverrideBodySchema,
    answer: z.object({ target: z.string(), version: z.string(), expiresAt: z.string() }),
    errors: { 503: 'DEPENDENCY_UNAVAILABLE: RELEASE_OVERRIDE_SECRET is not set.' },
  }),
  {
    method: 'delete',
    path: '/api/admin/release-override',
    tag: 'Releases (operators)',
    summary: "Drop this browser's release override",
    answer: z.null().describe('204, no body'),
  },
];

export const adminRoutes: ApiRoute[] = [
  ...publicRoutes,
  ...dashboardRoutes,
  ...teamRoutes,
  ...workRoutes,
  ...publicFiguresRoutes,
  ...releaseRoutes,
];
