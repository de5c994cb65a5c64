import { Schema, type Connection } from 'mongoose';
import type { ContactBody, ContactMessage } from '@agency/contracts';
import { walkOldestFirst } from '@agency/server-kit';

const contactMessageSchema = new Schema(
  { name: String, email: String, phone: String, subject: String, message: String, read: { type: Boolean, default: false } },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The list's sort (an index walk that stops at the page) and the dashboard's unread count (an index count).
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ read: 1 });

export function createContactMessageRepository(db: Connection) {
  const Message = db.models.ContactMessage ?? db.model('ContactMessage', contactMessageSchema);
  const toMessage = (doc: Record<string, unknown>): ContactMessage => ({
    message_id: String(doc._id),
    name: String(doc.name),
    email: String(doc.email),
    phone: String(doc.phone ?? ''),
    subject: String(doc.subject),
    message: String(doc.message),
    read: Boolean(doc.read),
    created_at: (doc.createdAt as Date).toISOString(),
  });
  return {
    /** `id`: one the caller chose (its notification event names it before the message exists). */
    async insert(body: ContactBody, id?: string): Promise<void> {
      await Message.create(id ? { _id: id, ...body } : body);
    },
    exists: async (id: string) => (await Message.exists({ _id: id })) !== null,
    async newestFirst(skip: number, limit: number): Promise<ContactMessage[]> {
      const docs = await Message.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean();
      return docs.map((doc) => toMessage(doc as Record<string, unknown>));
    },
    /** The messages received in [start, end), oldest first, a page at a time along the createdAt index (exports). */
    async *receivedBetween(start: Date, end: Date): AsyncGenerator<ContactMessage> {
      const docs = walkOldestFirst(
        db.collection(Message.collection.collectionName),
        { createdAt: { $gte: start, $lt: end } },
        { field: 'createdAt' },
      );
      for await (const doc of docs) yield toMessage(doc);
    },
    async markRead(id: string): Promise<boolean> {
      const res = await Message.updateOne({ _id: id }, { $set: { read: true } });
      return res.matchedCount === 1;
    },
    // The collection's own count (MongoDB's metadata count, devdb's size): never a scan of the documents.
    count: () => Message.estimatedDocumentCount(),
    countUnread: () => Message.countDocuments({ read: false }),
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
