// services/user: the customer's profile, the domains for the request form, and service requests.
import { z } from 'zod';
import * as c from '../index';
import { BAD_ID, type ApiRoute } from './route';

const USER = ['user'] as const;
const THREAD = ['user', 'member', 'admin'] as const;
const ADMIN = ['admin'] as const;
const FIRST_LOGIN = 'PASSWORD_CHANGE_REQUIRED: a member with the first-login password.';
const REQUESTS_DOWN = 'UPSTREAM_UNAVAILABLE (the gateway): the user service did not answer.';
const NOT_VISIBLE = "NOT_FOUND: unknown or malformed id, or a request the caller cannot see (another customer's, a member not assigned).";

export const userRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: c.INSIGHTS_EXPORTS.requests,
    tag: 'Admin exports',
    summary: 'CSV of the requests filed in a period (whole UTC days): status, domain, requester, dates, assignees',
    description:
      'Served here, where the requests are, for an admin token. Streamed as it is read (UTF-8 with a BOM, RFC 4180, dates ISO 8601 in UTC; a text starting with = + - @ tab or CR gets a leading apostrophe), as requests-<from>-to-<to>.csv.',
    roles: ADMIN,
    query: c.insightsPeriodQuerySchema,
    answer: z.string(),
    answerType: 'text/csv',
    errors: { 400: 'VALIDATION_FAILED: from or to is not a YYYY-MM-DD date, from is after to, or the period is longer than 366 days.' },
  },
  {
    method: 'get',
    path: '/api/user/domains',
    tag: 'Customer',
    summary: 'The domains a new request can name',
    description: 'Read from the admin service (3 s time-out).',
    roles: USER,
    answer: c.domainListSchema,
    errors: { 503: 'DEPENDENCY_UNAVAILABLE: the admin service did not answer.' },
  },
  {
    method: 'post',
    path: '/api/user/requests',
    tag: 'Customer',
    summary: 'Place a service request (status PENDING)',
    roles: USER,
    body: c.createRequestBodySchema,
    answer: c.serviceRequestSchema,
    created: true,
    errors: {
      400: 'VALIDATION_FAILED for a missing field; UNKNOWN_DOMAIN ("domain_id: Unknown domain") for a domain that does not exist (any more): the form reloads its list.',
      503: 'DEPENDENCY_UNAVAILABLE: the admin service (domains) or the auth service (the current name) did not answer.',
    },
  },
  {
    method: 'get',
    path: '/api/user/requests/previous',
    tag: 'Customer',
    summary: 'The own requests, a page at a time, newest first (follow nextCursor until null)',
    roles: USER,
    query: c.pageQuerySchema,
    answer: c.requestListResponseSchema,
    errors: { 400: 'INVALID_CURSOR: a cursor the service did not hand out.' },
  },
  {
    method: 'get',
    path: '/api/user/requests/{id}',
    tag: 'Customer',
    summary: 'One own request with its timeline',
    roles: USER,
    answer: c.serviceRequestSchema,
    errors: { 404: "NOT_FOUND: unknown, malformed or someone else's id." },
  },
  {
    method: 'patch',
    path: '/api/user/requests/{id}',
    tag: 'Customer',
    summary: 'Change an own request while it is PENDING (service type, domain, description; only the fields sent)',
    description:
      'One conditional write on owner and PENDING: an admin answering at the same moment either sees the change or makes this a 409.',
    roles: USER,
    body: c.updateRequestBodySchema,
    answer: c.serviceRequestSchema,
    errors: {
      400: 'VALIDATION_FAILED with the texts of filing, or "Nothing to update: …"; UNKNOWN_DOMAIN ("domain_id: Unknown domain").',
      404: "NOT_FOUND: unknown, malformed or someone else's id.",
      409: 'REQUEST_NOT_PENDING: already approved, rejected or withdrawn ("This request was already approved; it can no longer be changed.").',
      503: 'DEPENDENCY_UNAVAILABLE: the admin service (domains) did not answer.',
    },
  },
  {
    method: 'post',
    path: '/api/user/requests/{id}/withdraw',
    tag: 'Customer',
    summary: 'Withdraw an own PENDING request: it leaves the admin queue and stays in the history as withdrawn',
    description: 'One conditional write on owner and PENDING, so of a withdrawal and an approval at the same moment exactly one wins.',
    roles: USER,
    answer: c.serviceRequestSchema,
    errors: {
      404: "NOT_FOUND: unknown, malformed or someone else's id.",
      409: 'REQUEST_NOT_PENDING: already approved, rejected or withdrawn, in a sentence for the customer.',
    },
  },
  {
    method: 'get',
    path: '/api/user/requests/{id}/thread',
    tag: 'Request threads',
    summary: "A request's conversation, a page at a time (newest page first, oldest first within it)",
    description:
      'For the customer who placed the request, every admin, and the members assigned to it; anyone else gets 404. Follow nextCursor for older messages.',
    roles: THREAD,
    query: c.threadPageQuerySchema,
    answer: c.threadPageSchema,
    errors: { 400: 'INVALID_CURSOR.', 403: FIRST_LOGIN, 404: NOT_VISIBLE },
  },
  {
    method: 'post',
    path: '/api/user/requests/{id}/thread',
    tag: 'Request threads',
    summary: 'Write on a request (plain text), with up to 5 files',
    description:
      'JSON `{ body }`, or multipart/form-data with a `body` field and `files`. Files are recognised by their content; a post with one bad file stores nothing. ' +
      "A name is stored without control, bidi or invisible characters, and one whose extension does not fit the content gets the content's extension added (`update.bat` → `update.bat.txt`). " +
      'Each account has a storage quota (UPLOAD_QUOTA_MB, 100 MB) and may post files 20 times an hour and text messages 10 times a minute; a post the caller leaves before its answer stores nothing.',
    roles: THREAD,
    body: c.postThreadMessageBodySchema,
    upload: c.postThreadMessageUploadSchema,
    answer: c.threadMessageSchema,
    created: true,
    errors: {
      400: 'VALIDATION_FAILED: no text and no file, or text over 5000 characters; TOO_MANY_FILES: more than 5 files.',
      404: NOT_VISIBLE,
      413: "FILE_TOO_LARGE: a file over 10 MB (named in the message); UPLOAD_QUOTA_EXCEEDED: the files would pass the account's quota (the message says how much is used).",
      415: 'UNSUPPORTED_FILE_TYPE: a file whose content is none of the accepted types (named in the message).',
      429: 'RATE_LIMITED: files with more than 20 messages in an hour, or more than 10 text messages in a minute (Retry-After; the text says in how many seconds).',
    },
  },
  {
    method: 'get',
    path: '/api/user/requests/{id}/thread/files/{fileId}',
    tag: 'Request threads',
    summary: 'Download a file of the thread',
    description: 'Served as an attachment (Content-Disposition) with X-Content-Type-Options: nosniff and the type its content showed.',
    roles: THREAD,
    answer: z.string().meta({ format: 'binary' }),
    answerType: 'application/octet-stream',
    errors: { 404: `${NOT_VISIBLE} Also for a file of another thread.` },
  },
  {
    method: 'post',
    path: '/api/user/requests/{id}/thread/read',
    tag: 'Request threads',
    summary: 'Mark the thread read for the caller (opening it); answers the unread counts afterwards',
    roles: THREAD,
    answer: c.unreadThreadsSchema,
    errors: { 404: NOT_VISIBLE },
  },
  {
    method: 'get',
    path: '/api/user/threads/unread',
    tag: 'Request threads',
    summary: 'Messages by others the caller has not read: per request (only those with some) and in total',
    roles: THREAD,
    answer: c.unreadThreadsSchema,
  },
  {
    method: 'get',
    path: '/api/user/notifications/settings',
    tag: 'Notifications',
    summary: "The caller's e-mail notification switches: one per kind their role receives, all on until turned off",
    description:
      'Customers: request_updates (approved, rejected, assigned, each task status change), agency_messages. Admins: new_requests, contact_messages, customer_messages. Members: assignments, customer_messages. Kept by the user service for every role.',
    roles: THREAD,
    answer: c.notificationSettingsSchema,
    errors: { 403: FIRST_LOGIN },
  },
  {
    method: 'put',
    path: '/api/user/notifications/settings',
    tag: 'Notifications',
    summary: 'Turn kinds of e-mail on or off (only the kinds sent change); answers every switch and "Notification settings saved."',
    roles: THREAD,
    body: c.notificationSettingsBodySchema,
    answer: c.notificationSettingsSavedSchema,
    errors: {
      400: "VALIDATION_FAILED: no switch, a value that is not true/false, an unknown kind, or a kind the caller's role does not receive.",
      403: FIRST_LOGIN,
    },
  },
  {
    method: 'get',
    path: '/api/user/failed-mail',
    tag: 'Notifications',
    summary: 'Notification e-mails the mail server refused for good (5xx), newest 50, and how many in all',
    description:
      "The user service's share; auth lists its own (reset, e-mail change) at /api/auth/failed-mail. Temporary failures are retried with back-off and listed only when given up on after 3 days.",
    roles: ADMIN,
    answer: c.failedMailListSchema,
  },
  {
    method: 'get',
    path: '/api/user/threads/events',
    tag: 'Request threads',
    summary: 'Live updates: Server-Sent Events with new thread messages and request and task changes the caller can see',
    description:
      'text/event-stream: `event: ready` once, then `event: message` with a thread message as data, `event: request.changed` `{ request_id, status }` when a request the caller can see changed status or assignees, and (to a member) `event: tasks.changed` `{ request_id }` once their task for it is made; a comment line every 15 s. Send the bearer token in the Authorization header (read with fetch). The gateway never times it out; the service ends it when it shuts down, and the page reconnects. When the session ends (sign-out, a new password or e-mail, expiry, a deleted account) the last event is `event: end` with `{ code: "UNAUTHENTICATED", error }`, within 10 s. At most 10 open per account (across replicas), 30 per client address and 500 per process.',
    roles: THREAD,
    errors: {
      429: 'TOO_MANY_STREAMS: 10 open for this account or 30 from this address; STREAM_CAPACITY_REACHED: 500 open in this process. Retry-After says when to try again.',
    },
    answer: z.string(),
    answerType: 'text/event-stream',
  },
  {
    method: 'put',
    path: '/api/user/profile',
    tag: 'Customer',
    summary: 'Change the own name, e-mail and/or phone (only the fields sent)',
    description:
      'Also reachable as PUT /user/profile (spec alias). Answers a fresh token. If-Match: "<version>" (from GET /api/user/{id}) refuses a save made on an older copy.',
    roles: USER,
    body: c.updateProfileBodySchema,
    answer: c.updateProfileResponseSchema,
    errors: {
      409: 'EMAIL_TAKEN: another account has this e-mail; STALE_VERSION.',
      429: "RATE_LIMITED: auth's limits on wrong current passwords or on e-mail changes; Retry-After says when to try again.",
    },
  },
  {
    method: 'put',
    path: '/api/user/password',
    tag: 'Customer',
    summary: 'Change the own password',
    description: 'Also reachable as PUT /user/password (spec alias). Revokes older tokens and answers a fresh one.',
    roles: USER,
    body: c.updatePasswordBodySchema,
    answer: c.passwordChangedResponseSchema,
    errors: {
      400: 'INVALID_CURRENT_PASSWORD: the current password is wrong; PASSWORD_TOO_COMMON.',
      429: 'RATE_LIMITED: too many wrong current passwords (counted with logins); Retry-After says when.',
    },
  },
  {
    method: 'get',
    path: '/api/user/{id}',
    tag: 'Customer',
    summary: 'The own profile by account id',
    description: 'Also reachable as GET /user/{id} (spec alias).',
    roles: USER,
    answer: c.userProfileSchema,
    errors: { 404: "NOT_FOUND: someone else's id (answered as if it did not exist)." },
  },
  // The admin's queue, answers and services overview: this service owns the requests (the gateway routes them here).
  {
    method: 'get',
    path: '/api/admin/requests',
    tag: 'Admin requests',
    roles: ADMIN,
    summary:
      'Service requests by status (PENDING by default), a page at a time, newest first (follow nextCursor until null); ?assigned=false: nobody assigned yet, true: assigned (with assignees)',
    query: c.listRequestsQuerySchema,
    answer: c.adminRequestListSchema,
    errors: { 400: 'VALIDATION_FAILED: an unknown status (an absurd limit is clamped); INVALID_CURSOR.', 503: REQUESTS_DOWN },
  },
  {
    method: 'post',
    path: '/api/admin/requests/{id}/respond',
    tag: 'Admin requests',
    roles: ADMIN,
    summary: 'Approve or reject a pending request',
    body: c.respondToRequestBodySchema,
    answer: c.serviceRequestSchema,
    errors: { 400: BAD_ID, 404: 'NOT_FOUND.', 409: 'REQUEST_ALREADY_PROCESSED.', 503: REQUESTS_DOWN },
  },
  {
    method: 'get',
    path: '/api/admin/services',
    tag: 'Admin requests',
    roles: ADMIN,
    summary:
      'The services overview: approved and in-progress requests as ACTIVE (the default), completed ones as COMPLETED, a page at a time, newest first (follow nextCursor until null; total counts the whole status)',
    query: c.serviceListQuerySchema,
    answer: c.serviceListResponseSchema,
    errors: {
      400: 'VALIDATION_FAILED: a status other than ACTIVE or COMPLETED (an absurd limit is clamped); INVALID_CURSOR.',
      503: REQUESTS_DOWN,
    },
  },
];
