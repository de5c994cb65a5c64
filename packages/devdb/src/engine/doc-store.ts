// A collection's documents, kept as their BSON bytes and decoded when read. A decoded document costs
// several times its BSON size in JavaScript objects (every Date, ObjectId and small object has a header
// of its own), and keeping them all alive made start-up mostly garbage-collector work; the bytes are
// what the journal and snapshot hold anyway. Every read gets a fresh object, so nothing a command does
// to a document it was given can reach the stored one.
import { deserialize, type Document } from 'bson';
import { DECODE, readIndexFields } from './index-view';

export const decodeDoc = (raw: Uint8Array): Document => deserialize(raw, DECODE);

/** What a scan's matches come as (DocStore.scan). */
export type Output = 'whole' | 'tested' | Buffer[];

export class DocStore {
  private readonly raw = new Map<string, Uint8Array>();

  get size(): number {
    return this.raw.size;
  }

  has(id: string): boolean {
    return this.raw.has(id);
  }

  get(id: string): Document | undefined {
    const raw = this.raw.get(id);
    return raw === undefined ? undefined : decodeDoc(raw);
  }

  /** The stored bytes of `id` (for the snapshot, which writes them as they are). */
  bytes(id: string): Uint8Array | undefined {
    return this.raw.get(id);
  }

  set(id: string, raw: Uint8Array): void {
    this.raw.set(id, raw);
  }

  delete(id: string): boolean {
    return this.raw.delete(id);
  }

  keys(): IterableIterator<string> {
    return this.raw.keys();
  }

  /** Every document, decoded one at a time as the caller goes (a scan that stops early decodes no more). */
  *values(): Generator<Document> {
    for (const raw of this.raw.values()) yield decodeDoc(raw);
  }

  /**
   * A scan that reads only `fields` of each document (index-view.ts) to `test` it, and decodes whole only
   * those that pass (null in their place for the rest, so the caller still counts what it examined).
   * Null `fields`: every document is decoded and tested whole. `out` is what a match comes as: whole,
   * as the fields it was tested on (`tested`: for counting), or as the given fields (a query that
   * returns only those).
   */
  *scan(
    fields: Buffer[] | null,
    test: (doc: Document) => boolean,
    ids?: Iterable<string>,
    out: Output = 'whole',
  ): Generator<Document | null> {
    for (const raw of ids ? this.bytesOf(ids) : this.raw.values()) {
      const view = fields && readIndexFields(raw, fields);
      if (view) yield test(view) ? this.output(raw, view, out) : null;
      else {
        const doc = decodeDoc(raw);
        yield test(doc) ? doc : null;
      }
    }
  }

  private output(raw: Uint8Array, view: Document, out: Output): Document {
    if (out === 'tested') return view;
    if (out === 'whole') return decodeDoc(raw);
    return readIndexFields(raw, out) ?? decodeDoc(raw);
  }

  private *bytesOf(ids: Iterable<string>): Generator<Uint8Array> {
    for (const id of ids) {
      const raw = this.raw.get(id);
      if (raw !== undefined) yield raw;
    }
  }

  *entries(): Generator<[string, Document]> {
    for (const [id, raw] of this.raw) yield [id, decodeDoc(raw)];
  }

  [Symbol.iterator](): Generator<[string, Document]> {
    return this.entries();
  }

  rawEntries(): IterableIterator<[string, Uint8Array]> {
    return this.raw.entries();
  }
}
