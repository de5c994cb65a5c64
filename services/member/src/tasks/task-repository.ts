import { Schema, trusted, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import {
  EMBEDDED_MESSAGE_FIELDS,
  EMBEDDED_MESSAGE_INDEX,
  embedMessageOfEach,
  embedMessages,
  type MessageOfEach,
  type OutboxMessage,
} from '@agency/server-kit';

const taskSchema = new Schema(
  {
    // The member's account id in services/auth (the JWT `sub`).
    memberId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    status: { type: String, default: 'Pending' },
    assignedAt: { type: Date, default: () => new Date() },
    completedAt: { type: Date, default: null },
    // Set when the member was removed and the task taken back (status 'Withdrawn').
    withdrawnAt: { type: Date, default: null },
    // Optional link to the service request (user service) or project (admin service) the task serves.
    requestId: { type: String, default: null },
    projectId: { type: String, default: null },
    // What the user service must learn from a change of the task (its progress, its withdrawal), recorded
    // by the write that makes the change and delivered from here (server-kit's embedded messages).
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: true, collection: 'tasks' },
);
// History pages walk (assignedAt, _id) newest first per member along the compound index, both on real
// MongoDB and on devdb (dev and tests), reading about one page of tasks however many a member has.
// { memberId: 1 } duplicates the compound index's prefix; requestId and status serve other lookups.
taskSchema.index({ memberId: 1, assignedAt: -1, _id: -1 });
// One task per member and request, whatever the timing of parallel assigns (project tasks have no
// request and are not limited).
taskSchema.index({ memberId: 1, requestId: 1 }, { unique: true, partialFilterExpression: { requestId: { $type: 'string' } } });
taskSchema.index({ memberId: 1 });
taskSchema.index({ requestId: 1 });
// The unstaffed requests read the withdrawn tasks' request ids from this index alone; its prefix serves
// the lookups by status.
taskSchema.index({ status: 1, requestId: -1 });
taskSchema.index(EMBEDDED_MESSAGE_INDEX);

type TaskDoc = InferSchemaType<typeof taskSchema>;

function getTaskModel(db: Connection): Model<TaskDoc> {
  return (db.models.Task as Model<TaskDoc> | undefined) ?? db.model<TaskDoc>('Task', taskSchema);
}

export const COMPLETED = 'Completed';
/** A removed member's open task: nobody works on it any more; it never counts as open work. */
export const WITHDRAWN = 'Withdrawn';
const CLOSED = [COMPLETED, WITHDRAWN];

export interface TaskRecord {
  id: string;
  memberId: string;
  title: string;
  description: string;
  status: string;
  assignedAt: Date;
  requestId: string | null;
  projectId: string | null;
}

export type NewTask = Pick<TaskRecord, 'memberId' | 'title'> &
  Partial<Pick<TaskRecord, 'description' | 'status' | 'assignedAt' | 'requestId' | 'projectId'>>;

/** Where the previous history page ended: the last task's date and id (ties on dates are broken by id). */
export interface HistoryPosition {
  assignedAt: Date;
  id: string;
}

type TaskLean = {
  _id: unknown;
  memberId: string;
  title: string;
  description?: string | null;
  status?: string | null;
  assignedAt?: Date | null;
  requestId?: string | null;
  projectId?: string | null;
};

const toRecord = (doc: TaskLean): TaskRecord => ({
  id: String(doc._id),
  memberId: doc.memberId,
  title: doc.title,
  description: doc.description ?? '',
  status: doc.status ?? 'Pending',
  assignedAt: doc.assignedAt ?? new Date(0),
  requestId: doc.requestId ?? null,
  projectId: doc.projectId ?? null,
});

const NEWEST_FIRST = { assignedAt: -1, _id: -1 } as const;
const PIPELINE = { updatePipeline: true } as const;

// `trusted(...)`: these operators are ours; sanitizeFilter only has to stop operators coming from requests.
export function createTaskRepository(db: Connection) {
  const Task = getTaskModel(db);
  // Account ids of removed members: no task is created for them any more.
  const removedMembers = () => db.collection<{ _id: string; at: Date }>('removed_members');
  // Inserts wait for the unique (member, request) index: without it parallel assigns could duplicate.
  // A database still holding duplicates from before the index cannot build it; inserts then go on
  // rather than stopping all assigning (the duplicates need removing by hand before the index holds).
  const indexed = Task.init().then(
    () => undefined,
    () => undefined,
  );

  return {
    /** The most recently assigned task that is not completed yet. */
    async findCurrent(memberId: string): Promise<TaskRecord | null> {
      const doc = await Task.findOne({ memberId, status: trusted({ $nin: CLOSED }) })
        .sort(NEWEST_FIRST)
        .lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    async findForRequest(memberId: string, requestId: string): Promise<TaskRecord | null> {
      const doc = await Task.findOne({ memberId, requestId }).lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    async insert(task: NewTask): Promise<TaskRecord> {
      await indexed;
      const doc = await Task.create(task);
      return toRecord(doc.toObject());
    },

    /** Inserts the task; for a member who already has a task for the request, answers null instead. */
    async insertUnlessAssigned(task: NewTask): Promise<TaskRecord | null> {
      await indexed;
      try {
        const doc = await Task.create(task);
        return toRecord(doc.toObject());
      } catch (err) {
        if ((err as { code?: number }).code === 11000 && task.requestId) return null;
        throw err;
      }
    },

    /** One page of a member's tasks, newest first, strictly after `after`. */
    async listHistory(memberId: string, after: HistoryPosition | null, limit: number): Promise<TaskRecord[]> {
      const filter = after
        ? {
            memberId,
            $or: [
              { assignedAt: trusted({ $lt: after.assignedAt }) },
              { assignedAt: after.assignedAt, _id: trusted({ $lt: new Types.ObjectId(after.id) }) },
            ],
          }
        : { memberId };
      const docs = await Task.find(filter).sort(NEWEST_FIRST).limit(limit).lean<TaskLean[]>();
      return docs.map(toRecord);
    },

    async countAssignedSince(memberId: string, since: Date): Promise<{ total: number; completed: number }> {
      const inRange = { memberId, assignedAt: trusted({ $gte: since }) };
      const [total, completed] = await Promise.all([Task.countDocuments(inRange), Task.countDocuments({ ...inRange, status: COMPLETED })]);
      return { total, completed };
    },

    /** The status of each named (member, request) task that exists: one indexed read per pair, in one query. */
    async statusesOf(pairs: Array<{ memberId: string; requestId: string }>) {
      const docs = await Task.find(
        { $or: pairs.map(({ memberId, requestId }) => ({ memberId, requestId })) },
        { memberId: 1, requestId: 1, status: 1 },
      ).lean<Array<{ memberId: string; requestId: string; status: string }>>();
      return docs.map(({ memberId, requestId, status }) => ({ memberId, requestId, status }));
    },

    async findOwned(memberId: string, id: string): Promise<TaskRecord | null> {
      const doc = await Task.findOne({ _id: id, memberId }).lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Changes the status only if it is still `from` (two tabs racing cannot both win), and records
     * `messages` in the task by the same write: a change that does not happen records nothing.
     */
    async changeStatus(
      memberId: string,
      id: string,
      from: string,
      to: string,
      messages: OutboxMessage[],
      writerLeaseMs: number,
    ): Promise<TaskRecord | null> {
      const doc = await Task.findOneAndUpdate(
        { _id: id, memberId, status: from },
        [
          { $set: { status: { $literal: to }, completedAt: to === COMPLETED ? new Date() : null } },
          ...embedMessages(messages, { writerLeaseMs }),
        ],
        { returnDocument: 'after', ...PIPELINE },
      ).lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    /** The task's `_id` as stored, for the message relay (which reads the collection itself). */
    storedId: (id: string) => new Types.ObjectId(id),

    /** Remembers that the admin service removed the member (its message): no task is created for them any more. */
    async markRemoved(memberId: string): Promise<void> {
      await removedMembers().updateOne({ _id: memberId }, { $setOnInsert: { at: new Date() } }, { upsert: true });
    },

    /**
     * Withdraws every open task of a removed member; answers how many. Each task records `told` for
     * itself in the write that withdraws it (its fields named in the message's id and path; a task
     * without them records none), so a task is never withdrawn without its message, nor told without
     * being withdrawn; a repeat finds the withdrawn ones closed and records nothing again.
     */
    async withdrawAllOf(memberId: string, told: MessageOfEach): Promise<number> {
      const result = await Task.updateMany(
        { memberId, status: trusted({ $nin: CLOSED }) },
        [{ $set: { status: WITHDRAWN, completedAt: null, withdrawnAt: new Date() } }, ...embedMessageOfEach(told)],
        PIPELINE,
      );
      return result.modifiedCount;
    },

    async isRemoved(memberId: string): Promise<boolean> {
      return (await removedMembers().findOne({ _id: memberId })) !== null;
    },

    /** Withdraws the task (by id, or the member's for a request) if it is still open: a removed member's. */
    async withdrawOpen(which: { id: string } | { memberId: string; requestId: string }): Promise<void> {
      const task = 'id' in which ? { _id: which.id } : { memberId: which.memberId, requestId: which.requestId };
      await Task.updateOne({ ...task, status: trusted({ $nin: CLOSED }) }, { $set: { status: WITHDRAWN, withdrawnAt: new Date() } });
    },

    /**
     * One page of the requests with a withdrawn task and no open one (their worker was removed and
     * nobody took over), newest request first (ids are time-ordered), strictly after `after`, and how
     * many there are in all. Only request ids are read: the withdrawn ones from the (status, requestId)
     * index, the open ones among them by requestId; the work grows with withdrawn requests, not tasks.
     */
    async listUnstaffedRequestIds(after: string | null, limit: number): Promise<{ requestIds: string[]; total: number }> {
      // Each filter is a single equality or `$in` on an index's leading field, which devdb too answers from
      // the index (a second condition makes it scan every task); the rest is picked here.
      const withdrawn = (await Task.distinct('requestId', { status: WITHDRAWN })).filter((id): id is string => typeof id === 'string');
      const related = await Task.find({ requestId: trusted({ $in: withdrawn }) }, { _id: 0, requestId: 1, status: 1 }).lean<
        Array<{ requestId: string; status: string }>
      >();
      const staffed = new Set(related.filter((t) => !CLOSED.includes(t.status)).map((t) => t.requestId));
      const unstaffed = withdrawn.filter((id) => !staffed.has(id)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
      const from = after === null ? 0 : unstaffed.findIndex((id) => id < after);
      return { requestIds: from < 0 ? [] : unstaffed.slice(from, from + limit), total: unstaffed.length };
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
