import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { EMBEDDED_MESSAGE_FIELDS, EMBEDDED_MESSAGE_INDEX } from '@agency/server-kit';

const fileSchema = new Schema(
  {
    // The GridFS file id (bucket `thread_files`); the bytes live there, this is what the thread shows.
    fileId: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

const threadMessageSchema = new Schema(
  {
    requestId: { type: String, required: true },
    authorId: { type: String, required: true },
    // Snapshots of the author's name and role when they wrote, like the request's requester snapshot.
    authorName: { type: String, default: '' },
    authorRole: { type: String, required: true },
    body: { type: String, default: '' },
    files: { type: [fileSchema], default: [] },
    // Its e-mail event, recorded by the insert that posts it and delivered from here (server-kit's embedded messages).
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'thread_messages' },
);
// A thread is read a page at a time, newest first from the index, then shown oldest first.
threadMessageSchema.index({ requestId: 1, createdAt: -1, _id: -1 });
// The message relay's lookup: messages whose event is still to be handed on, soonest due first.
threadMessageSchema.index(EMBEDDED_MESSAGE_INDEX);

export type ThreadMessageDoc = InferSchemaType<typeof threadMessageSchema>;

export function getThreadMessageModel(db: Connection): Model<ThreadMessageDoc> {
  return (
    (db.models.ThreadMessage as Model<ThreadMessageDoc> | undefined) ?? db.model<ThreadMessageDoc>('ThreadMessage', threadMessageSchema)
  );
}
