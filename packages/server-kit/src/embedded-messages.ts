// The other form of the transactional outbox: the messages a change must send are stored inside the
// changed document, by the same single-document write (atomic on devdb, a standalone MongoDB and a
// replica set alike, where a separate outbox collection would need a multi-document transaction or
// hold → change → release). A relay (embedded-message-relay.ts) finds documents with pending messages,
// delivers each and takes it off the document once delivered.
//
// The fields it keeps on the document (declare them in the owner's schema with EMBEDDED_MESSAGE_FIELDS,
// and its index with EMBEDDED_MESSAGE_INDEX):
//   pendingMessages   the messages not delivered yet, in the order they were recorded
//   messagesPending   true while there is one: the relay's lookup is one equality (devdb answers it
//                     from the index, MongoDB with an index seek)
//   messagesDueAt     when the relay may take them next: after the writer's own attempt, a retry's
//                     back-off, or a relay's lease
//   messageAttempts   failed passes in a row, for the back-off
//   failedMessages    those a receiver refused for good and the owner had nothing to undo, for an operator
import { Schema } from 'mongoose';
import type { Deliverable } from './outbox-delivery';
import type { OutboxMessage } from './outbox';
import { currentTrace, formatTraceparent } from './trace-context';

/** A message as it is recorded in the document. */
export type EmbeddedMessage = Deliverable & Required<Pick<Deliverable, 'method'>>;

export interface EmbedOptions {
  /**
   * How long the writer keeps delivery to itself (it tries at once, e.g. before answering); a writer
   * that dies meanwhile leaves them to the relay after this. 0: the relay may take them now.
   */
  writerLeaseMs?: number;
}

/** The schema fields of a document that carries its messages (mongoose does not touch them otherwise). */
export const EMBEDDED_MESSAGE_FIELDS = {
  pendingMessages: { type: [Schema.Types.Mixed], default: undefined },
  messagesPending: { type: Boolean, default: undefined },
  messagesDueAt: { type: Date, default: undefined },
  messageAttempts: { type: Number, default: undefined },
  failedMessages: { type: [Schema.Types.Mixed], default: undefined },
} as const;

/** The index the relay's lookup walks: pending documents, soonest due first. */
export const EMBEDDED_MESSAGE_INDEX = { messagesPending: 1, messagesDueAt: 1 } as const;

export const PENDING = { $ifNull: ['$pendingMessages', []] };
export const pendingIds = { $map: { input: PENDING, as: 'p', in: '$$p.id' } };

/** The message as stored: what delivery needs, with the trace of the work that records it. */
export function toEmbedded(message: OutboxMessage, now = new Date()): EmbeddedMessage {
  const { id, kind, to, method = 'POST', path, body, accept } = message;
  const trace = currentTrace();
  return {
    id,
    kind,
    to,
    method,
    path,
    ...(body === undefined ? {} : { body }),
    ...(accept ? { accept } : {}),
    createdAt: now,
    ...(trace ? { traceparent: formatTraceparent(trace) } : {}),
  };
}

/**
 * The fields that record `messages` in a document about to be inserted: spread them into the insert, which
 * is then the one write (a new document has no messages yet, so nothing to merge).
 */
export function embedInInsert(messages: OutboxMessage[], { writerLeaseMs = 0 }: EmbedOptions = {}): Record<string, unknown> {
  if (messages.length === 0) return {};
  const now = new Date();
  return {
    pendingMessages: messages.map((m) => toEmbedded(m, now)),
    messagesPending: true,
    messagesDueAt: new Date(now.getTime() + writerLeaseMs),
    messageAttempts: 0,
  };
}

/**
 * Update-pipeline stages that record `messages` in the document being updated: add them to the end of
 * an update pipeline (after the change itself, in the same write). A message whose id is still pending
 * is not added again, so a retried command records each once; one delivered already is recorded and
 * delivered again, which idempotent receivers (event ids, "set to" values) take as a repeat.
 */
export function embedMessages(messages: OutboxMessage[], { writerLeaseMs = 0 }: EmbedOptions = {}): object[] {
  if (messages.length === 0) return [];
  const now = new Date();
  return recordStages({ $literal: messages.map((m) => toEmbedded(m, now)) }, new Date(now.getTime() + writerLeaseMs));
}

/** A piece of a message's id or path: a string as it is, or the value of one of the document's fields. */
export type MessagePart = string | { field: string };

/** A message each document of an update records for itself: its id and path name the document's own fields. */
export interface MessageOfEach extends Omit<OutboxMessage, 'id' | 'path'> {
  id: MessagePart[];
  path: MessagePart[];
}

const joined = (parts: MessagePart[]) => ({ $concat: parts.map((p) => (typeof p === 'string' ? { $literal: p } : `$${p.field}`)) });
const fieldsOf = (parts: MessagePart[]) => parts.flatMap((p) => (typeof p === 'string' ? [] : [p.field]));

/**
 * embedMessages for an update of many documents (an updateMany), where each document records its own
 * message, e.g. the request it links to in the path: each one the update changes carries the message for
 * itself, in its own single-document write. A document where a field the message names is not a string
 * (a task with no request) records none.
 */
export function embedMessageOfEach(message: MessageOfEach, { writerLeaseMs = 0 }: EmbedOptions = {}): object[] {
  const now = new Date();
  const fixed = Object.entries(toEmbedded({ ...message, id: '', path: '' }, now)).filter(([key]) => key !== 'id' && key !== 'path');
  const own = {
    ...Object.fromEntries(fixed.map(([key, value]) => [key, { $literal: value }])),
    id: joined(message.id),
    path: joined(message.path),
  };
  const named = [...new Set([...fieldsOf(message.id), ...fieldsOf(message.path)])].map((f) => ({ $eq: [{ $type: `$${f}` }, 'string'] }));
  return recordStages({ $cond: [{ $and: named }, [own], []] }, new Date(now.getTime() + writerLeaseMs));
}

/** The stages both forms share: `fresh` (an expression giving the messages as stored) joins the pending ones. */
function recordStages(fresh: object, dueAt: Date): object[] {
  return [
    {
      // One stage: both expressions read the document as it was before this write.
      $set: {
        pendingMessages: {
          $concatArrays: [PENDING, { $filter: { input: fresh, as: 'n', cond: { $not: [{ $in: ['$$n.id', pendingIds] }] } } }],
        },
        // Messages already waiting keep their turn (a writer's lease never delays them).
        messagesDueAt: {
          $cond: [{ $gt: [{ $size: PENDING }, 0] }, { $min: ['$messagesDueAt', { $literal: dueAt }] }, { $literal: dueAt }],
        },
      },
    },
    // Pending only when there is something: embedMessageOfEach may have recorded nothing in a document.
    { $set: { messagesPending: { $gt: [{ $size: PENDING }, 0] }, messageAttempts: { $ifNull: ['$messageAttempts', 0] } } },
  ];
}
