import type { Connection } from 'mongoose';
import { WEEK_MS } from '@agency/contracts';

// Contact messages per week of a period, aggregated in this service's own collection (the one
// contact-message-repository.ts writes). A message stores only `read` (the admin opened it): there is
// no reply or "answered" flag, so read is what the figures count. The range with a sort on the
// `{ createdAt: -1, _id: -1 }` index reads only the period's messages.

export function createContactInsightsRepository(db: Connection) {
  const messages = db.collection('contactmessages');
  return {
    async perWeek(start: Date, end: Date): Promise<Array<{ week: number; received: number; read: number }>> {
      return messages
        .aggregate<{ week: number; received: number; read: number }>([
          { $match: { createdAt: { $gte: start, $lt: end } } },
          { $sort: { createdAt: -1, _id: -1 } },
          {
            $group: {
              _id: { $floor: { $divide: [{ $subtract: ['$createdAt', start] }, WEEK_MS] } },
              received: { $sum: 1 },
              read: { $sum: { $cond: ['$read', 1, 0] } },
            },
          },
          { $project: { _id: 0, week: '$_id', received: 1, read: 1 } },
        ])
        .toArray();
    },
  };
}

export type ContactInsightsRepository = ReturnType<typeof createContactInsightsRepository>;
