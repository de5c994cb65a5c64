// Which of the admin's queues a request is in ("approved:unassigned" is "awaiting assignment"), kept as
// one stored field so that each queue's page and count is an equality on one index field: MongoDB
// counts it with COUNT_SCAN and devdb from the index's group size (packages/devdb: its count fast path
// takes only a one-field equality). Filtering on `assignees.0` instead read every match of the status
// for the count and tested every document for the page.
//
// `serviceStatus` is the admin's services overview (ACTIVE: approved or in progress; COMPLETED; NONE
// otherwise) stored the same way, so that ACTIVE is one equality too: a page of it is one walk of an
// index newest first, where `status: { $in: [approved, in_progress] }` would sort every match in memory.
//
// Both are derived from `status` and `assignees`, so every write that changes either is an update
// pipeline ending in SET_QUEUE: the field is computed from the document as that same atomic write leaves
// it, whatever the write raced with, and can never disagree with the fields it comes from.
import type { RequestAssignee, RequestStatus, ServiceStatus } from '@agency/contracts';

export type RequestQueue = `${RequestStatus}:${'assigned' | 'unassigned'}`;

export const queueOf = (status: RequestStatus, assigned: boolean): RequestQueue => `${status}:${assigned ? 'assigned' : 'unassigned'}`;

/** What a request that is in none of the overview's lists (pending, rejected) stores, so a backfilled one differs from an old one. */
export const NO_SERVICE_STATUS = 'NONE';
export type StoredServiceStatus = ServiceStatus | typeof NO_SERVICE_STATUS;

const ACTIVE_STATUSES: RequestStatus[] = ['approved', 'in_progress'];

// A document from before these fields were stored has none: read as empty, never as an error.
const ASSIGNEES = { $ifNull: ['$assignees', []] };
const TIMELINE = { $ifNull: ['$timeline', []] };

/** The last stage of every such write (and the whole of the backfill). */
export const SET_QUEUE = {
  $set: {
    queue: { $concat: ['$status', { $cond: [{ $gt: [{ $size: ASSIGNEES }, 0] }, ':assigned', ':unassigned'] }] },
    serviceStatus: {
      $cond: [
        { $in: ['$status', { $literal: ACTIVE_STATUSES }] },
        'ACTIVE',
        { $cond: [{ $eq: ['$status', 'completed'] }, 'COMPLETED', NO_SERVICE_STATUS] },
      ],
    },
  },
};

// Values go in as $literal: a member's name that starts with "$" is a name, not a field path.

/** The members not listed yet added to the end of the assignees (in the call's order), as a pipeline stage. */
export const addAssigneesStage = (assignees: RequestAssignee[]) => ({
  $set: {
    assignees: {
      $concatArrays: [
        ASSIGNEES,
        {
          $filter: {
            input: { $literal: assignees.map(({ id, name }) => ({ id, name })) },
            as: 'n',
            cond: { $not: [{ $in: ['$$n.id', { $map: { input: ASSIGNEES, as: 'a', in: '$$a.id' } }] }] },
          },
        },
      ],
    },
  },
});

/** The member's task status copied onto their entry, unless it already says Completed. */
export const taskStatusUpdate = (memberId: string, taskStatus: string) => [
  {
    $set: {
      assignees: {
        $map: {
          input: ASSIGNEES,
          as: 'a',
          in: {
            $cond: [
              { $and: [{ $eq: ['$$a.id', { $literal: memberId }] }, { $ne: ['$$a.taskStatus', 'Completed'] }] },
              { $mergeObjects: ['$$a', { taskStatus: { $literal: taskStatus } }] },
              '$$a',
            ],
          },
        },
      },
    },
  },
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
