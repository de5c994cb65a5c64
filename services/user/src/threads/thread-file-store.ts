import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';

const BUCKET = 'thread_files';

export interface StoredFileStream {
  stream: Readable;
  length: number;
}

/**
 * The bytes of thread files, in GridFS (collections thread_files.files / thread_files.chunks), which
 * works the same on devdb and on a real MongoDB; the thread message keeps the name and type.
 */
export function createThreadFileStore(db: Connection) {
  const bucket = () => new mongoose.mongo.GridFSBucket(db.db!, { bucketName: BUCKET });

  return {
    async save(data: Buffer, name: string, metadata: { requestId: string; type: string }): Promise<string> {
      const upload = bucket().openUploadStream(name, { metadata });
      await pipeline(Readable.from([data]), upload);
      return String(upload.id);
    },

    /** Deletes the files if present (the undo of a post that failed after storing some). */
    async remove(fileIds: string[]): Promise<void> {
      const files = bucket();
      await Promise.all(fileIds.map((id) => files.delete(new mongoose.Types.ObjectId(id)).catch(() => undefined)));
    },

    async open(fileId: string): Promise<StoredFileStream | null> {
      const files = bucket();
      const id = new mongoose.Types.ObjectId(fileId);
      const [file] = await files.find({ _id: id }).toArray();
      return file ? { stream: files.openDownloadStream(id), length: file.length } : null;
    },
  };
}

export type ThreadFileStore = ReturnType<typeof createThreadFileStore>;
