import { trusted, Types, type Connection } from 'mongoose';
import { getTaskModel } from './task-model';

export const COMPLETED = 'Completed';

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

// `trusted(...)`: these operators are ours; sanitizeFilter only has to stop operators coming from requests.
export function createTaskRepository(db: Connection) {
  const Task = getTaskModel(db);
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
      const doc = await Task.findOne({ memberId, status: trusted({ $ne: COMPLETED }) })
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

    async remove(id: string): Promise<void> {
      await Task.deleteOne({ _id: id });
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

    async findOwned(memberId: string, id: string): Promise<TaskRecord | null> {
      const doc = await Task.findOne({ _id: id, memberId }).lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    /** Changes the status only if it is still `from` (two tabs racing cannot both win). */
    async changeStatus(memberId: string, id: string, from: string, to: string): Promise<TaskRecord | null> {
      const doc = await Task.findOneAndUpdate(
        { _id: id, memberId, status: from },
        { $set: { status: to, completedAt: to === COMPLETED ? new Date() : null } },
        { returnDocument: 'after' },
      ).lean<TaskLean>();
      return doc ? toRecord(doc) : null;
    },

    async countOpenForRequest(requestId: string): Promise<number> {
      return Task.countDocuments({ requestId, status: trusted({ $ne: COMPLETED }) });
    },

    async countByCompletion(): Promise<{ active: number; completed: number }> {
      const [active, completed] = await Promise.all([
        Task.countDocuments({ status: trusted({ $ne: COMPLETED }) }),
        Task.countDocuments({ status: COMPLETED }),
      ]);
      return { active, completed };
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
