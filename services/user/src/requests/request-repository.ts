import { Schema, trusted, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import {
  EMBEDDED_MESSAGE_FIELDS,
  EMBEDDED_MESSAGE_INDEX,
  embedInInsert,
  embedMessages,
  newestFirstAfter,
  type OutboxMessage,
  type PagePosition,
} from '@agency/server-kit';
import {
  ASSIGNABLE_REQUEST_STATUSES,
  REQUEST_STATUSES,
  type RequestAssignee,
  type RequestStatus,
  type ServiceStatus,
  type TaskStatus,
} from '@agency/contracts';
import {
  addAssigneesStage,
  NO_SERVICE_STATUS,
  queueOf,
  removeAssigneeUpdate,
  SET_QUEUE,
  taskStatusUpdate,
  transitionUpdate,
} from './request-queue';

const timelineEntrySchema = new Schema(
  { status: { type: String, enum: REQUEST_STATUSES, required: true }, at: { type: Date, required: true } },
  { _id: false },
);

// `taskStatus` is a read-only copy of the member's task for this request (the member service owns it and
// tells this service through its outbox); null until the first word arrives. It decides completion here.
const assigneeSchema = new Schema(
  { id: { type: String, required: true }, name: { type: String, default: '' }, taskStatus: { type: String, default: null } },
  { _id: false },
);

const requestSchema = new Schema(
  {
    // The requester's account id in services/auth (the JWT `sub`); name and e-mail are snapshots of
    // the account as auth had it when the request was filed, so the admin list never needs to ask auth.
    userId: { type: String, required: true },
    userName: { type: String, default: '' },
    userEmail: { type: String, default: '' },
    service: { type: String, required: true },
    domainId: { type: String, required: true },
    // Snapshot of the admin service's domain name at creation: history survives the domain's deletion.
    domainName: { type: String, default: null },
    description: { type: String, default: '' },
    status: { type: String, enum: REQUEST_STATUSES, default: 'PENDING' },
    // What the admin told the customer when rejecting it (optional), written by the rejection itself.
    rejectReason: { type: String, default: undefined },
    timeline: { type: [timelineEntrySchema], default: [] },
    // Members the admin gave a task for this request (account id + name at assignment), for the
    // admin's screens; the status stays approved until one of them starts.
    assignees: { type: [assigneeSchema], default: [] },
    // The admin queue it is in, derived from status and assignees by every write (request-queue.ts).
    queue: { type: String },
    // The admin's services overview it is listed in (ACTIVE, COMPLETED or NONE), derived the same way.
    serviceStatus: { type: String },
    // What others must learn from a change to this request (the tasks an assign makes, e-mail events), recorded
    // by the write that makes the change and delivered from here (server-kit's embedded messages).
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: true, collection: 'service_requests' },
);
// History and the admin queue read newest first by owner / by status, served from the compound indexes
// (devdb walks them in order too, see packages/devdb/README.md); the single-field ones answer plain lookups.
requestSchema.index({ userId: 1, createdAt: -1, _id: -1 });
requestSchema.index({ status: 1, createdAt: -1, _id: -1 });
// A queue narrowed by assignment ("awaiting assignment"): its page and its count, one equality each.
requestSchema.index({ queue: 1, createdAt: -1, _id: -1 });
// The services overview (ACTIVE merges approved and in progress): its page and its count, one equality each.
requestSchema.index({ serviceStatus: 1, createdAt: -1, _id: -1 });
requestSchema.index({ userId: 1 });
requestSchema.index({ status: 1 });
// How many requests name a domain, asked before the admin deletes it.
requestSchema.index({ domainId: 1 });
// The dashboard's newest requests of all.
requestSchema.index({ createdAt: -1, _id: -1 });
// The message relay's lookup: requests with messages to deliver, soonest due first.
requestSchema.index(EMBEDDED_MESSAGE_INDEX);
// Live updates: the requests any replica changed in the last few seconds (every write stamps updatedAt).
requestSchema.index({ updatedAt: 1, _id: 1 });

type RequestDoc = InferSchemaType<typeof requestSchema>;

function getRequestModel(db: Connection): Model<RequestDoc> {
  return (db.models.ServiceRequest as Model<RequestDoc> | undefined) ?? db.model<RequestDoc>('ServiceRequest', requestSchema);
}

export interface RequestRecord {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  service: string;
  domainId: string;
  domainName: string | null;
  description: string;
  status: RequestStatus;
  timeline: Array<{ status: RequestStatus; at: Date }>;
  assignees: RequestAssignee[];
  createdAt: Date;
  /** The admin's reason for a rejection, when they gave one. */
  rejectReason?: string;
}

/** What open pages are told about a request: who may hear of it, and what it is now. */
export interface RequestLiveState extends Pick<RequestRecord, 'id' | 'userId' | 'status' | 'assignees'> {
  /** Ids of the messages its change recorded that are not delivered yet (a member's task not made yet). */
  waitingMessageIds: string[];
}

export type NewRequest = Pick<RequestRecord, 'userId' | 'userName' | 'userEmail' | 'service' | 'domainId' | 'domainName' | 'description'>;

type RequestLean = Omit<RequestRecord, 'id' | 'createdAt' | 'assignees'> & {
  _id: unknown;
  createdAt?: Date;
  assignees?: RequestAssignee[];
};

const toRecord = (doc: RequestLean): RequestRecord => ({
  id: String(doc._id),
  userId: doc.userId,
  userName: doc.userName ?? '',
  userEmail: doc.userEmail ?? '',
  service: doc.service,
  domainId: doc.domainId,
  domainName: doc.domainName ?? null,
  description: doc.description ?? '',
  status: doc.status,
  timeline: (doc.timeline ?? []).map(({ status, at }) => ({ status, at })),
  assignees: (doc.assignees ?? []).map(({ id, name }) => ({ id, name })),
  createdAt: doc.createdAt ?? new Date(0),
  ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
});

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** An assignee whose task is not reported completed (or not reported at all) keeps the request open. */
const COMPLETED_TASK: TaskStatus = 'Completed';

const statusFilter = (status: RequestStatus, assigned?: boolean) =>
  assigned === undefined ? { status } : { queue: queueOf(status, assigned) };

// Mongoose refuses an update pipeline unless asked for one.
const PIPELINE = { updatePipeline: true } as const;

export function createRequestRepository(db: Connection) {
  const Request = getRequestModel(db);

  return {
    /** An id for a request about to be written (its e-mail event names it first). */
    newId: () => new Types.ObjectId().toHexString(),

    /** Files a request; the insert also records `messages` (its e-mail event) in it, so both are one write. */
    async insert(request: NewRequest, id: string, messages: OutboxMessage[], writerLeaseMs: number): Promise<RequestRecord> {
      const doc = await Request.create({
        _id: id,
        ...request,
        status: 'PENDING',
        timeline: [{ status: 'PENDING', at: new Date() }],
        queue: queueOf('PENDING', false),
        serviceStatus: NO_SERVICE_STATUS,
        ...embedInInsert(messages, { writerLeaseMs }),
      });
      return toRecord(doc.toObject() as RequestLean);
    },

    /** One page of a customer's requests, newest first, strictly after `after` (index userId, createdAt, _id). */
    async listByUser(userId: string, after: PagePosition | null, limit: number): Promise<RequestRecord[]> {
      const docs = await Request.find({ userId, ...newestFirstAfter('createdAt', after) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    /** Ids of the requests a customer placed or a member is assigned to (whose threads they see). */
    async listIdsVisibleTo(who: { userId: string } | { memberId: string }): Promise<string[]> {
      const filter = 'userId' in who ? { userId: who.userId } : { 'assignees.id': who.memberId };
      const docs = await Request.find(filter).select({ _id: 1 }).lean<Array<{ _id: unknown }>>();
      return docs.map((doc) => String(doc._id));
    },

    /** Requests written since `since` (any change, deliveries of their messages included), oldest change first. */
    async listChangedSince(since: Date, limit: number): Promise<RequestLiveState[]> {
      const docs = await Request.find({ updatedAt: trusted({ $gt: since }) })
        .select({ userId: 1, status: 1, assignees: 1, 'pendingMessages.id': 1 })
        .sort({ updatedAt: 1, _id: 1 })
        .limit(limit)
        .lean<Array<Pick<RequestLean, '_id' | 'userId' | 'status' | 'assignees'> & { pendingMessages?: Array<{ id: string }> }>>();
      return docs.map((doc) => ({
        id: String(doc._id),
        userId: doc.userId,
        status: doc.status,
        assignees: (doc.assignees ?? []).map(({ id, name }) => ({ id, name })),
        waitingMessageIds: (doc.pendingMessages ?? []).map((m) => m.id),
      }));
    },

    countByUser: (userId: string) => Request.countDocuments({ userId }),

    /**
     * One page of a queue, newest first, strictly after `after` (index status, createdAt, _id);
     * `assigned` narrows to requests with (true) or without (false) an assignee (index queue, createdAt, _id).
     */
    async listByStatus(status: RequestStatus, after: PagePosition | null, limit: number, assigned?: boolean): Promise<RequestRecord[]> {
      const docs = await Request.find({ ...statusFilter(status, assigned), ...newestFirstAfter('createdAt', after) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countWithStatus: (status: RequestStatus, assigned?: boolean) => Request.countDocuments(statusFilter(status, assigned)),

    /** One page of the services overview, newest first, strictly after `after` (index serviceStatus, createdAt, _id). */
    async listByServiceStatus(serviceStatus: ServiceStatus, after: PagePosition | null, limit: number): Promise<RequestRecord[]> {
      const docs = await Request.find({ serviceStatus, ...newestFirstAfter('createdAt', after) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countWithServiceStatus: (serviceStatus: ServiceStatus) => Request.countDocuments({ serviceStatus }),

    async listLatest(limit: number): Promise<RequestRecord[]> {
      const docs = await Request.find({}).sort(NEWEST_FIRST).limit(limit).lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countByDomain: (domainId: string) => Request.countDocuments({ domainId }),

    /** One count per status, each answered by the status index (a $group by status would read every request). */
    async countByStatus(statuses: readonly RequestStatus[]): Promise<Record<RequestStatus, number>> {
      const counts = await Promise.all(statuses.map((status) => Request.countDocuments({ status })));
      return Object.fromEntries(statuses.map((status, i) => [status, counts[i]])) as Record<RequestStatus, number>;
    },

    /** The requests among `ids` that exist, in the order asked (one lookup on _id). */
    async findByIds(ids: string[]): Promise<RequestRecord[]> {
      const docs = await Request.find({ _id: trusted({ $in: ids }) }).lean<RequestLean[]>();
      const byId = new Map(docs.map((doc) => [String(doc._id), toRecord(doc)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async findById(id: string): Promise<RequestRecord | null> {
      const doc = await Request.findById(id).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Hands the request to `assignees` while its status is one of `open`, in one atomic update that also
     * records `messages` (the tasks to make, the e-mails to send) in the request: a member already listed
     * is not added twice, a message still waiting is not recorded twice. Null when the status did not allow it.
     */
    async assign(
      id: string,
      open: readonly RequestStatus[],
      assignees: RequestAssignee[],
      messages: OutboxMessage[],
      writerLeaseMs: number,
    ): Promise<RequestRecord | null> {
      const doc = await Request.findOneAndUpdate(
        { _id: id, status: trusted({ $in: [...open] }) },
        [addAssigneesStage(assignees), ...embedMessages(messages, { writerLeaseMs }), SET_QUEUE],
        { returnDocument: 'after', ...PIPELINE },
      ).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /** The request's `_id` as stored, for the message relay (which reads the collection itself). */
    storedId: (id: string) => new Types.ObjectId(id),

    /**
     * Copies the member's task status onto their assignee entry (a completed copy never moves back:
     * a late or repeated message cannot reopen it). Answers the copy as it is now (null: not listed).
     */
    async recordTaskStatus(id: string, memberId: string, taskStatus: TaskStatus): Promise<string | null> {
      const doc = await Request.findOneAndUpdate({ _id: id, 'assignees.id': memberId }, taskStatusUpdate(memberId, taskStatus), {
        returnDocument: 'after',
        ...PIPELINE,
      }).lean<{ assignees?: Array<{ id: string; taskStatus?: string | null }> }>();
      return doc?.assignees?.find((a) => a.id === memberId)?.taskStatus ?? null;
    },

    /**
     * Completes the request when every assignee's task is completed, in one conditional update: an
     * assign (which adds an assignee without a completed task) and this completion are ordered by the
     * database on this one document, so neither a task on a completed request nor a lost completion.
     */
    async completeIfWorkDone(id: string): Promise<RequestRecord | null> {
      const doc = await Request.findOneAndUpdate(
        {
          _id: id,
          status: trusted({ $in: [...ASSIGNABLE_REQUEST_STATUSES] }),
          'assignees.0': trusted({ $exists: true }),
          assignees: trusted({ $not: { $elemMatch: { taskStatus: { $ne: COMPLETED_TASK } } } }),
        },
        transitionUpdate('completed', new Date()),
        { returnDocument: 'after', ...PIPELINE },
      ).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /** Takes the member off every request listing them (one update, harmless to repeat); answers how many changed. */
    async removeAssigneeEverywhere(memberId: string): Promise<number> {
      const removed = await Request.updateMany({ 'assignees.id': memberId }, removeAssigneeUpdate(memberId), PIPELINE);
      return removed.modifiedCount;
    },

    async removeAssignee(id: string, memberId: string): Promise<void> {
      await Request.updateOne({ _id: id, 'assignees.id': memberId }, removeAssigneeUpdate(memberId), PIPELINE);
    },

    /**
     * Moves a request to `to` only if its status is still one of `from`, in one atomic update: of two
     * concurrent callers exactly one wins, the other gets null.
     */
    /** `also`: fields the same write sets with the change (a rejection's reason). */
    async transition(
      id: string,
      from: readonly RequestStatus[],
      to: RequestStatus,
      also: Partial<Pick<RequestRecord, 'rejectReason'>> = {},
    ): Promise<RequestRecord | null> {
      const fields = Object.entries(also).map(([field, value]) => [field, { $literal: value }]);
      const extra = fields.length > 0 ? [{ $set: Object.fromEntries(fields) }] : [];
      const update = [...transitionUpdate(to, new Date()), ...extra];
      const doc = await Request.findOneAndUpdate({ _id: id, status: trusted({ $in: [...from] }) }, update, {
        returnDocument: 'after',
        ...PIPELINE,
      }).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Changes the customer's own request while it is still PENDING, in one conditional update: an admin's
     * answer racing it is either after it (and sees the change) or before it (and this matches nothing).
     * Null when the request is not theirs or not pending any more.
     */
    async updatePending(
      id: string,
      userId: string,
      fields: Partial<Pick<RequestRecord, 'service' | 'domainId' | 'domainName' | 'description'>>,
    ): Promise<RequestRecord | null> {
      const doc = await Request.findOneAndUpdate(
        { _id: id, userId, status: 'PENDING' },
        { $set: fields },
        {
          returnDocument: 'after',
        },
      ).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /** The customer takes their own PENDING request back, in one conditional update (as `updatePending`). */
    async withdrawPending(id: string, userId: string): Promise<RequestRecord | null> {
      const doc = await Request.findOneAndUpdate({ _id: id, userId, status: 'PENDING' }, transitionUpdate('withdrawn', new Date()), {
        returnDocument: 'after',
        ...PIPELINE,
      }).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Requests still worked on with an assignee whose task-status copy is missing (stored before the copies
     * existed, or assigned a moment ago): a page in id order after `after`, with those assignees.
     */
    async listMissingTaskCopies(after: string | null, limit: number): Promise<Array<{ id: string; memberIds: string[] }>> {
      const docs = await Request.find(
        {
          ...(after ? { _id: trusted({ $gt: new Types.ObjectId(after) }) } : {}),
          status: trusted({ $in: [...ASSIGNABLE_REQUEST_STATUSES] }),
          assignees: trusted({ $elemMatch: { taskStatus: null } }),
        },
        { assignees: 1 },
      )
        .sort({ _id: 1 })
        .limit(limit)
        .lean<Array<{ _id: Types.ObjectId; assignees: Array<{ id: string; taskStatus?: string | null }> }>>();
      return docs.map((doc) => ({
        id: String(doc._id),
        memberIds: doc.assignees.filter((a) => a.taskStatus == null).map((a) => a.id),
      }));
    },

    /**
     * Gives requests stored before `queue` or `serviceStatus` existed theirs (derived in the database,
     * one atomic update per document; SET_QUEUE writes both, so a request without the later field lacks
     * nothing else). Idempotent: a rerun, or a restart halfway, only finds those still without one; on
     * MongoDB the filter reads the serviceStatus index's null keys, not the collection. Answers how many.
     */
    async backfillQueues(): Promise<number> {
      const result = await Request.updateMany({ serviceStatus: null }, [SET_QUEUE], PIPELINE);
      return result.modifiedCount;
    },
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;
