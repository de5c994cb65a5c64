import type { Connection } from 'mongoose';
import { durationStatsExpression, type DurationStats } from '@agency/server-kit';
import { WEEK_MS, type RequestStatus } from '@agency/contracts';

// The requests' own figures for the admin's Insights, in one aggregation over the requests filed in the
// previous period and the current one (createdAt in [previousStart, end)). The range with a sort on the
// `{ createdAt: -1, _id: -1 }` index (request-repository.ts creates it) reads only those requests, on
// MongoDB (IXSCAN with bounds) and on devdb (a range walk), however long the history is.

export interface RequestFacts {
  weeks: Array<{ week: number; status: RequestStatus; count: number }>;
  domains: Array<{ domainId: string; domainName: string | null; count: number }>;
  turnaround: Array<{
    domainId: string;
    domainName: string | null;
    previous: boolean;
    toApproval: DurationStats;
    toCompletion: DurationStats;
  }>;
  approvals: Array<{ requestId: unknown; domainId: string; approvedAt: Date; previous: boolean }>;
}

/** When the request first reached `status` (its timeline's entry), else missing. */
const firstAt = (status: RequestStatus) => ({
  $arrayElemAt: [{ $map: { input: { $filter: { input: '$timeline', cond: { $eq: ['$$this.status', status] } } }, in: '$$this.at' } }, 0],
});

export function createRequestInsightsRepository(db: Connection) {
  const requests = db.collection('service_requests');
  return {
    async factsOf({ previousStart, start, end }: { previousStart: Date; start: Date; end: Date }): Promise<RequestFacts> {
      const inCurrent = { $match: { createdAt: { $gte: start } } };
      const isPrevious = { $lt: ['$createdAt', start] };
      const [facts] = await requests
        .aggregate<RequestFacts>([
          { $match: { createdAt: { $gte: previousStart, $lt: end } } },
          { $sort: { createdAt: 1, _id: 1 } },
          {
            $project: {
              createdAt: 1,
              status: 1,
              domainId: 1,
              domainName: 1,
              approvedAt: firstAt('approved'),
              completedAt: firstAt('completed'),
            },
          },
          {
            $facet: {
              weeks: [
                inCurrent,
                {
                  $group: {
                    _id: { week: { $floor: { $divide: [{ $subtract: ['$createdAt', start] }, WEEK_MS] } }, status: '$status' },
                    count: { $sum: 1 },
                  },
                },
                { $project: { _id: 0, week: '$_id.week', status: '$_id.status', count: 1 } },
              ],
              domains: [
                inCurrent,
                { $group: { _id: '$domainId', domainName: { $last: '$domainName' }, count: { $sum: 1 } } },
                { $project: { _id: 0, domainId: '$_id', domainName: 1, count: 1 } },
              ],
              turnaround: [
                {
                  $group: {
                    _id: { domainId: '$domainId', previous: isPrevious },
                    domainName: { $last: '$domainName' },
                    toApproval: { $push: { $subtract: ['$approvedAt', '$createdAt'] } },
                    toCompletion: { $push: { $subtract: ['$completedAt', '$createdAt'] } },
                  },
                },
                {
                  $project: {
                    _id: 0,
                    domainId: '$_id.domainId',
                    previous: '$_id.previous',
                    domainName: 1,
                    toApproval: durationStatsExpression('$toApproval'),
                    toCompletion: durationStatsExpression('$toCompletion'),
                  },
                },
              ],
              approvals: [
                { $match: { approvedAt: { $type: 'date' } } },
                { $project: { _id: 0, requestId: '$_id', domainId: 1, approvedAt: 1, previous: isPrevious } },
              ],
            },
          },
        ])
        .toArray();
      return facts!;
    },
  };
}

export type RequestInsightsRepository = ReturnType<typeof createRequestInsightsRepository>;
