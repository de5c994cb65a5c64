import type { Connection } from 'mongoose';

interface RequestWorkDoc {
  _id: string;
  completed: boolean;
  /** Bumped by every task added and by completion: a completion decided on an older rev is retried. */
  rev: number;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * One document per service request that has tasks, in this service's database: the single place where
 * "a task was added" and "the last task was completed" are ordered. Each step is one conditional
 * update on that document, so a completion decided while a task was being added is retried, and a
 * task added after completion is refused, whatever the timing.
 */
export function createRequestWorkRepository(db: Connection) {
  const work = () => db.collection<RequestWorkDoc>('request_work');

  return {
    /** The request's current rev (0 for a request never seen); null when it is completed. */
    async revision(requestId: string): Promise<number | null> {
      const doc = await work().findOne({ _id: requestId });
      if (!doc) return 0;
      return doc.completed ? null : doc.rev;
    },

    /** Records that a task was added; false when the request was completed before it. */
    async recordTaskAdded(requestId: string): Promise<boolean> {
      for (;;) {
        const bumped = await work().updateOne({ _id: requestId, completed: false }, { $inc: { rev: 1 } });
        if (bumped.matchedCount === 1) return true;
        const current = await work().findOne({ _id: requestId });
        if (current?.completed) return false;
        if (current) continue; // created by another writer since: bump it
        try {
          await work().insertOne({ _id: requestId, completed: false, rev: 1 });
          return true;
        } catch (err) {
          if (!isDuplicateKey(err)) throw err; // another writer created it first: judge again
        }
      }
    },

    /** Marks the request completed if nothing changed since `rev` was read; false otherwise. */
    async completeAt(requestId: string, rev: number): Promise<boolean> {
      if (rev === 0) {
        try {
          await work().insertOne({ _id: requestId, completed: true, rev: 1 });
          return true;
        } catch (err) {
          if (isDuplicateKey(err)) return false;
          throw err;
        }
      }
      const done = await work().updateOne({ _id: requestId, completed: false, rev }, { $set: { completed: true }, $inc: { rev: 1 } });
      return done.matchedCount === 1;
    },
  };
}

export type RequestWorkRepository = ReturnType<typeof createRequestWorkRepository>;
