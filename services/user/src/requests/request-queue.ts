// Which of the admin's queues a request is in ("approved:unassigned" is "awaiting assignment"), kept as
// one stored field so that each queue's page and count is an equality on one index field: MongoDB
// counts it with COUNT_SCAN and devdb from the index's group size (packages/devdb: its count fast path
// takes only a one-field equality). Filtering on `assignees.0` instead read every match of the status
// for the count and tested every document for the page.
//
// `queue` is derived from `status` and `assignees`, so every write that changes either is an update
// pipeline ending in SET_QUEUE: the field is computed from the document as that same atomic write leaves
// it, whatever the write raced with, and can never disagree with the fields it comes from.
import type { RequestAssignee, RequestStatus } from '@agency/contracts';

export type RequestQueue = `${RequestStatus}:${'assigned' | 'unassigned'}`;

export const queueOf = (status: RequestStatus, assigned: boolean): RequestQueue => `${status}:${assigned ? 'assigned' : 'unassigned'}`;

// A document from before these fields were stored has none: read as empty, never as an error.
const ASSIGNEES = { $ifNull: ['$assignees', []] };
const TIMELINE = { $ifNull: ['$timeline', []] };

/** The last stage of every such write (and the whole of the backfill). */
export const SET_QUEUE = {
  $set: {
    queue: { $concat: ['$status', { $cond: [{ $gt: [{ $size: ASSIGNEES }, 0] }, ':assigned', ':unassigned'] }] },
  },
};

// Values go in as $literal: a member's name that starts with "$" is a name, not a field path.

/** $push of the assignee, as a pipeline. */
export const addAssigneeUpdate = (assignee: RequestAssignee) => [
  { $set: { assignees: { $concatArrays: [ASSIGNEES, { $literal: [{ id: assignee.id, name: assignee.name }] }] } } },
  SET_QUEUE,
];

/** $pull of every entry for the member, as a pipeline. */
export const removeAssigneeUpdate = (memberId: string) => [
  { $set: { assignees: { $filter: { input: ASSIGNEES, as: 'a', cond: { $ne: ['$$a.id', { $literal: memberId }] } } } } },
  SET_QUEUE,
];

/** The status change and its timeline entry, as a pipeline. */
export const transitionUpdate = (to: RequestStatus, at: Date) => [
  { $set: { status: { $literal: to }, timeline: { $concatArrays: [TIMELINE, { $literal: [{ status: to, at }] }] } } },
  SET_QUEUE,
];
