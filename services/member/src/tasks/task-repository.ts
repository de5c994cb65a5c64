import { trusted, type Connection } from 'mongoose';
import { getTaskModel } from './task-model';

export const COMPLETED = 'Completed';

export interface TaskRecord {
  id: string;
  memberId: string;
  title: string;
  description: string;
  status: string;
  assignedAt: Date;
}

export type NewTask = Pick<TaskRecord, 'memberId' | 'title'> & Partial<Pick<TaskRecord, 'description' | 'status' | 'assignedAt'>>;

type TaskLean = {
  _id: unknown;
  memberId: string;
  title: string;
  description?: string | null;
  status?: string | null;
  assignedAt?: Date | null;
};

const toRecord = (doc: TaskLean): TaskRecord => ({
  id: String(doc._id),
  memberId: doc.memberId,
  title: doc.title,
  description: doc.description ?? '',
  status: doc.status ?? 'Pending',
  assignedAt: doc.assignedAt ?? new Date(0),
});

export function createTaskRepository(db: Connection) {
  const Task = getTaskModel(db);

  return {
    /** The most recently assigned task that is not completed yet. */
    async findCurrent(memberId: string): Promise<TaskRecord | null> {
      // `trusted`: this $ne is ours; sanitizeFilter only has to stop operators coming from requests.
      const doc = await Task.findOne({ memberId, status: trusted({ $ne: COMPLETED }) })
        .sort({ assignedAt: -1, _id: -1 })
        .lean();
      return doc ? toRecord(doc) : null;
    },

    async insert(task: NewTask): Promise<TaskRecord> {
      const doc = await Task.create(task);
      return toRecord(doc.toObject());
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
