import type { Connection } from 'mongoose';
import { durationStatsExpression, type DurationStats } from '@agency/server-kit';

// The tasks' figures for the admin's Insights and a member's home, aggregated where the tasks are
// (the `tasks` collection of task-repository.ts). The two indexes below let a period's ranges read
// only that period's tasks, on MongoDB and on devdb (a range with a sort on an index's fields).
const OPEN = ['Pending', 'In progress'];
const COMPLETED = 'Completed';

const completedWithin = (start: Date, end: Date) => ({ status: COMPLETED, completedAt: { $gte: start, $lt: end } });

export function createTaskInsightsRepository(db: Connection) {
  const tasks = db.collection('tasks');
  let indexes: Promise<unknown> | null = null;
  const ready = () =>
    (indexes ??= Promise.all([
      tasks.createIndex({ completedAt: -1, _id: -1 }, { name: 'insights_completedAt' }),
      tasks.createIndex({ assignedAt: -1, _id: -1 }, { name: 'insights_assignedAt' }),
    ]).catch((err: unknown) => {
      indexes = null;
      throw err;
    }));

  return {
    /** Creates the indexes the figures read along (at start, so the first Insights call does not build them). */
    ensureIndexes: () => ready(),

    /** Open tasks per member: the status index finds them (open work is a small part of all tasks). */
    async openPerMember(): Promise<Array<{ memberId: string; open: number }>> {
      await ready();
      return tasks
        .aggregate<{ memberId: string; open: number }>([
          { $match: { status: { $in: OPEN } } },
          { $group: { _id: '$memberId', open: { $sum: 1 } } },
          { $project: { _id: 0, memberId: '$_id', open: 1 } },
        ])
        .toArray();
    },

    /** Tasks completed in [start, end) per member, with the median of assigned → completed. */
    async completedPerMember(start: Date, end: Date): Promise<Array<{ memberId: string; completed: number; took: DurationStats }>> {
      await ready();
      return tasks
        .aggregate<{ memberId: string; completed: number; took: DurationStats }>([
          { $match: completedWithin(start, end) },
          { $sort: { completedAt: -1, _id: -1 } },
          { $group: { _id: '$memberId', completed: { $sum: 1 }, took: { $push: { $subtract: ['$completedAt', '$assignedAt'] } } } },
          { $project: { _id: 0, memberId: '$_id', completed: 1, took: durationStatsExpression('$took') } },
        ])
        .toArray();
    },

    /** When each request got its first task, for the requests that got one at or after `since`. */
    async firstTaskPerRequest(since: Date): Promise<Array<{ requestId: string; at: Date }>> {
      await ready();
      return tasks
        .aggregate<{ requestId: string; at: Date }>([
          { $match: { assignedAt: { $gte: since } } },
          { $sort: { assignedAt: -1, _id: -1 } },
          { $match: { requestId: { $type: 'string' } } },
          { $group: { _id: '$requestId', at: { $min: '$assignedAt' } } },
          { $project: { _id: 0, requestId: '$_id', at: 1 } },
        ])
        .toArray();
    },

    /** One member's tasks completed in [start, end): how many, and the median time to complete. */
    async completedBy(memberId: string, start: Date, end: Date): Promise<DurationStats> {
      const [row] = await tasks
        .aggregate<{ took: DurationStats }>([
          { $match: { memberId, ...completedWithin(start, end) } },
          { $group: { _id: null, took: { $push: { $subtract: ['$completedAt', '$assignedAt'] } } } },
          { $project: { _id: 0, took: durationStatsExpression('$took') } },
        ])
        .toArray();
      return row?.took ?? { count: 0, medianMs: null, p90Ms: null };
    },
  };
}

export type TaskInsightsRepository = ReturnType<typeof createTaskInsightsRepository>;
