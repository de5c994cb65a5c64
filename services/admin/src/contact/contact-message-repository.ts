import { Schema, type Connection } from 'mongoose';
import type { ContactBody, ContactMessage } from '@agency/contracts';
import {
  EMBEDDED_MESSAGE_FIELDS,
  EMBEDDED_MESSAGE_INDEX,
  embedInInsert,
  newestFirstAfter,
  walkOldestFirst,
  type OutboxMessage,
  type PagePosition,
} from '@agency/server-kit';

/** The collection the message relay reads (embedded-message-relay.ts). */
export const CONTACT_MESSAGES_COLLECTION = 'contactmessages';

const contactMessageSchema = new Schema(
  {
    name: String,
    email: String,
    phone: String,
    subject: String,
    message: String,
    read: { type: Boolean, default: false },
    // The admins' e-mail about it (sent by the user service), recorded by the insert that stores it and
    // delivered from here (server-kit's embedded messages).
    ...EMBEDDED_MESSAGE_FIELDS,
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: CONTACT_MESSAGES_COLLECTION },
);
// The list's sort (an index walk that stops at the page) and the dashboard's unread count (an index count).
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ read: 1 });
// The message relay's lookup: messages whose notification is not delivered yet.
contactMessageSchema.index(EMBEDDED_MESSAGE_INDEX);

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
    /**
     * `id`: one the caller chose (its notification names it before the message exists); `messages` are
     * recorded by the same insert, so a stored message always has them and one not stored has none.
     */
    async insert(body: ContactBody, id?: string, messages: OutboxMessage[] = []): Promise<void> {
      await Message.create({ ...(id ? { _id: id } : {}), ...body, ...embedInInsert(messages) });
    },
    /** Up to `limit` messages received before `after` (from the newest when null), read by position on the index. */
    async newestFirst(after: PagePosition | null, limit: number): Promise<ContactMessage[]> {
      const docs = await Message.find().where(newestFirstAfter('createdAt', after)).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
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
