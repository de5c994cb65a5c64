import { trusted, Types, type Connection } from 'mongoose';
import type { Role, ThreadFileType } from '@agency/contracts';
import { embedInInsert, newestFirstAfter, type OutboxMessage, type PagePosition } from '@agency/server-kit';
import { getThreadMessageModel } from './thread-model';

export interface StoredFile {
  fileId: string;
  name: string;
  type: ThreadFileType;
  size: number;
}

export interface ThreadMessageRecord {
  id: string;
  requestId: string;
  authorId: string;
  authorName: string;
  authorRole: Role;
  body: string;
  files: StoredFile[];
  createdAt: Date;
}

export type NewThreadMessage = Omit<ThreadMessageRecord, 'id' | 'createdAt'>;

type MessageLean = Omit<ThreadMessageRecord, 'id' | 'createdAt'> & { _id: unknown; createdAt?: Date };

const toRecord = (doc: MessageLean): ThreadMessageRecord => ({
  id: String(doc._id),
  requestId: doc.requestId,
  authorId: doc.authorId,
  authorName: doc.authorName ?? '',
  authorRole: doc.authorRole,
  body: doc.body ?? '',
  files: (doc.files ?? []).map(({ fileId, name, type, size }) => ({ fileId, name, type, size })),
  createdAt: doc.createdAt ?? new Date(0),
});

export function createThreadRepository(db: Connection) {
  const Message = getThreadMessageModel(db);

  return {
    /** An id for a message about to be written (its e-mail event names it first). */
    newId: () => new Types.ObjectId().toHexString(),

    /** Posts a message; the insert also records `messages` (its e-mail event) in it, so both are one write. */
    async insert(message: NewThreadMessage, id: string, messages: OutboxMessage[], writerLeaseMs: number): Promise<ThreadMessageRecord> {
      const doc = await Message.create({ _id: id, ...message, ...embedInInsert(messages, { writerLeaseMs }) });
      return toRecord(doc.toObject() as MessageLean);
    },

    /** The message's `_id` as stored, for the message relay (which reads the collection itself). */
    storedId: (id: string) => new Types.ObjectId(id),

    /** Takes back a message whose author never got the answer (its post was abandoned while being written), its event with it. */
    async remove(id: string): Promise<void> {
      await Message.deleteOne({ _id: id });
    },

    /** The bytes of every file an account has posted (read once per account, when its quota starts counting). */
    async storedBytesBy(authorId: string): Promise<number> {
      const docs = await Message.find({ authorId }, { files: 1 }).lean<Pick<MessageLean, 'files'>[]>();
      return docs.reduce((sum, doc) => sum + (doc.files ?? []).reduce((bytes, file) => bytes + file.size, 0), 0);
    },

    /** Newest first, strictly before `after` (index requestId, createdAt, _id). */
    async listNewestFirst(requestId: string, after: PagePosition | null, limit: number): Promise<ThreadMessageRecord[]> {
      const docs = await Message.find({ requestId, ...newestFirstAfter('createdAt', after) })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<MessageLean[]>();
      return docs.map(toRecord);
    },

    /** Messages written since `since` (any thread), oldest first: what other replicas may have stored. */
    async listCreatedSince(since: Date, limit: number): Promise<ThreadMessageRecord[]> {
      const docs = await Message.find({ createdAt: trusted({ $gt: since }) })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .lean<MessageLean[]>();
      return docs.map(toRecord);
    },

    /** The message a file belongs to, so a download is judged by the thread it was posted in. */
    async findByFile(requestId: string, fileId: string): Promise<ThreadMessageRecord | null> {
      const doc = await Message.findOne({ requestId, 'files.fileId': fileId }).lean<MessageLean>();
      return doc ? toRecord(doc) : null;
    },
  };
}

export type ThreadRepository = ReturnType<typeof createThreadRepository>;
