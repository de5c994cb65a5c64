// Open cursors for find/aggregate results larger than their first batch. Ids go out as BSON Long.
import { Long, calculateObjectSize, type Document } from 'bson';
import { cursorNotFound } from './errors';

const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
// A reply is one BSON document, which may not exceed 16 MB: batches stop short of that, as MongoDB's do.
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

/** How many documents from `start` fit in one batch of at most `count` documents. */
function batchEnd(docs: Document[], start: number, count: number): number {
  let bytes = 0;
  let end = start;
  while (end < docs.length && end - start < count) {
    bytes += calculateObjectSize(docs[end]!);
    if (bytes > MAX_BATCH_BYTES && end > start) break;
    end++;
  }
  return end;
}

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  touched: number;
}

export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor>();
  private nextId = 1;

  /** The reply for a new result set: the first batch, and a cursor id if more remains. */
  start(ns: string, docs: Document[], batchSize?: number, singleBatch = false): Document {
    const size = batchSize ?? DEFAULT_FIRST_BATCH;
    const firstBatch = docs.slice(0, batchEnd(docs, 0, singleBatch ? Infinity : size));
    let id = 0;
    if (!singleBatch && firstBatch.length < docs.length) {
      id = this.nextId++;
      this.open.set(id, { ns, docs, position: firstBatch.length, touched: Date.now() });
    }
    this.sweep();
    return { cursor: { firstBatch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  next(id: number, batchSize?: number): Document {
    const cursor = this.open.get(id);
    if (!cursor) throw cursorNotFound(id);
    const end = batchEnd(cursor.docs, cursor.position, batchSize || Infinity);
    const nextBatch = cursor.docs.slice(cursor.position, end);
    cursor.position += nextBatch.length;
    cursor.touched = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(id);
    return { cursor: { nextBatch, id: Long.fromNumber(exhausted ? 0 : id), ns: cursor.ns }, ok: 1 };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed = ids.filter((id) => this.open.delete(id));
    return { killed, notFound: ids.filter((id) => !killed.includes(id)) };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, cursor] of this.open) if (now - cursor.touched > IDLE_TIMEOUT_MS) this.open.delete(id);
  }
}
