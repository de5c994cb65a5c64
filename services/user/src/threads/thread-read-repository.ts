import { trusted, Schema, type Connection, type Model } from 'mongoose';
import { getThreadMessageModel } from './thread-model';
import type { Viewer } from './thread-access';

const threadReadSchema = new Schema(
  {
    requestId: { type: String, required: true },
    readerId: { type: String, required: true },
    // The newest message the reader had seen when they opened the thread.
    readAt: { type: Date, required: true },
  },
  { collection: 'thread_reads' },
);
threadReadSchema.index({ requestId: 1, readerId: 1 }, { unique: true });
threadReadSchema.index({ readerId: 1 });

type ThreadRead = { requestId: string; readerId: string; readAt: Date };

function getThreadReadModel(db: Connection): Model<ThreadRead> {
  return (db.models.ThreadRead as Model<ThreadRead> | undefined) ?? db.model<ThreadRead>('ThreadRead', threadReadSchema);
}

export function createThreadReadRepository(db: Connection) {
  const Read = getThreadReadModel(db);
  const Message = getThreadMessageModel(db);

  return {
    /** Moves the reader's mark forward to `at` (never back: an older tab opening late changes nothing). */
    async markRead(requestId: string, readerId: string, at: Date): Promise<void> {
      const mark = () => Read.updateOne({ requestId, readerId }, { $max: { readAt: at } }, { upsert: true });
      // Two tabs opening at once may both try to insert the mark; the loser's update then applies.
      await mark().catch((err: { code?: number }) => (err.code === 11000 ? mark() : Promise.reject(err)));
    },

    /**
     * Per request, how many messages by others the viewer has not read; `requestIds` narrows to the
     * threads they can see (null: every thread, for an admin).
     */
    async countUnread(viewer: Viewer, requestIds: string[] | null): Promise<Map<string, number>> {
      const reads = await Read.find({ readerId: viewer.id }).lean<ThreadRead[]>();
      const readAt = new Map(reads.map((r) => [r.requestId, r.readAt.getTime()]));
      const match: Record<string, unknown> = { authorId: trusted({ $ne: viewer.id }) };
      if (requestIds) match.requestId = trusted({ $in: requestIds });
      const rows = await Message.aggregate<{ _id: string; times: Date[] }>([
        { $match: match },
        { $group: { _id: '$requestId', times: { $push: '$createdAt' } } },
      ]);
      const counts = new Map<string, number>();
      for (const row of rows) {
        const since = readAt.get(row._id) ?? 0;
        const unread = row.times.filter((t) => new Date(t).getTime() > since).length;
        if (unread) counts.set(row._id, unread);
      }
      return counts;
    },
  };
}

export type ThreadReadRepository = ReturnType<typeof createThreadReadRepository>;
