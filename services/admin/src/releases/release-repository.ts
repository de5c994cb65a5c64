import type { Connection } from 'mongoose';
import type { ReleaseChange, ReleasePointer, ReleaseTarget } from '@agency/contracts';

interface PointerDoc {
  _id: ReleaseTarget;
  current: string | null;
  candidate: string | null;
  percent: number;
  history: string[];
  /** Bumped by every change: the compare-and-set key. */
  rev: number;
  updatedAt: Date;
}

type ChangeDoc = Omit<ReleaseChange, 'at'> & { at: Date };

export type PointerState = Pick<PointerDoc, 'current' | 'candidate' | 'percent' | 'history'>;

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

const toPointer = (doc: PointerDoc): ReleasePointer => ({
  target: doc._id,
  current: doc.current,
  candidate: doc.candidate,
  percent: doc.percent,
  history: doc.history,
  updatedAt: doc.updatedAt.toISOString(),
});

/** `releases`: one pointer per front end (the admin service owns it); `release_changes`: the change log. */
export function createReleaseRepository(db: Connection) {
  const pointers = () => db.collection<PointerDoc>('releases');
  const changes = () => db.collection<ChangeDoc>('release_changes');
  return {
    async list(): Promise<ReleasePointer[]> {
      return (await pointers().find().sort({ _id: 1 }).toArray()).map(toPointer);
    },

    /** The pointer and its revision; a front end never released has none (it serves its container's own build). */
    async find(target: ReleaseTarget): Promise<{ state: PointerState; rev: number } | null> {
      const doc = await pointers().findOne({ _id: target });
      if (!doc) return null;
      const { current, candidate, percent, history } = doc;
      return { state: { current, candidate, percent, history }, rev: doc.rev };
    },

    /** Writes `next` only if the pointer is still at `rev` (0: none yet); false when another change got there first. */
    async compareAndSet(target: ReleaseTarget, rev: number, next: PointerState): Promise<boolean> {
      const fields = { ...next, rev: rev + 1, updatedAt: new Date() };
      if (rev === 0) {
        try {
          await pointers().insertOne({ _id: target, ...fields });
          return true;
        } catch (err) {
          if (isDuplicateKey(err)) return false;
          throw err;
        }
      }
      const result = await pointers().updateOne({ _id: target, rev }, { $set: fields });
      return result.modifiedCount === 1;
    },

    async record(change: ReleaseChange): Promise<void> {
      await changes().insertOne({ ...change, at: new Date(change.at) });
    },

    async recentChanges(limit = 50): Promise<ReleaseChange[]> {
      const docs = await changes().find().sort({ at: -1, _id: -1 }).limit(limit).toArray();
      return docs.map(({ target, action, by, at, from, to, percent }) => ({
        target,
        action,
        by,
        at: at.toISOString(),
        from,
        to,
        ...(percent === undefined ? {} : { percent }),
      }));
    },
  };
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;
