// One collection: documents by _id key, plus secondary indexes (Maps from key to _id keys).
// Unique indexes are checked before any change is applied, so a failed write changes nothing.
import type { Document } from 'bson';
import { duplicateKey } from '../errors';
import { indexKeysOf, keyOf } from './keys';

export interface IndexSpec {
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  [option: string]: unknown;
}

interface Index {
  spec: IndexSpec;
  fields: string[];
  entries: Map<string, Set<string>>;
}

export const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 } };

export class Collection {
  readonly docs = new Map<string, Document>();
  private readonly indexes = new Map<string, Index>();

  constructor(readonly ns: string) {}

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  hasIndex(name: string): boolean {
    return name === ID_INDEX.name || this.indexes.has(name);
  }

  /** Adds an index over the existing documents; refuses (and adds nothing) if they violate uniqueness. */
  addIndex(spec: IndexSpec): void {
    const index: Index = { spec, fields: Object.keys(spec.key), entries: new Map() };
    for (const [id, doc] of this.docs) {
      this.assertUnique(index, doc, id);
      this.addEntries(index, doc, id);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): boolean {
    return this.indexes.delete(name);
  }

  get(id: string): Document | undefined {
    return this.docs.get(id);
  }

  /** _id keys of documents whose `field` may equal one of `values`, or null if no index covers it. */
  lookup(field: string, values: unknown[]): Set<string> | null {
    if (field === '_id') return new Set(values.map(keyOf).filter((k) => this.docs.has(k)));
    const index = [...this.indexes.values()].find((i) => i.fields.length === 1 && i.fields[0] === field && !i.spec.sparse);
    if (!index) return null;
    const ids = new Set<string>();
    for (const value of values) {
      for (const id of index.entries.get(keyOf([value === undefined ? null : value])) ?? []) ids.add(id);
    }
    return ids;
  }

  /** Inserts or replaces the document with this _id key (`previous` is the stored one, if any). */
  put(doc: Document): void {
    const id = keyOf(doc._id);
    const previous = this.docs.get(id);
    for (const index of this.indexes.values()) this.assertUnique(index, doc, id);
    if (previous) for (const index of this.indexes.values()) this.removeEntries(index, previous, id);
    for (const index of this.indexes.values()) this.addEntries(index, doc, id);
    this.docs.set(id, doc);
  }

  assertInsertable(doc: Document): void {
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
    for (const index of this.indexes.values()) this.assertUnique(index, doc, id);
  }

  remove(id: string): boolean {
    const previous = this.docs.get(id);
    if (!previous) return false;
    for (const index of this.indexes.values()) this.removeEntries(index, previous, id);
    this.docs.delete(id);
    return true;
  }

  private skips(index: Index, doc: Document): boolean {
    return Boolean(index.spec.sparse) && index.fields.every((f) => indexKeysOf(doc, [f])[0]?.values[0] === undefined);
  }

  private assertUnique(index: Index, doc: Document, id: string): void {
    if (!index.spec.unique || this.skips(index, doc)) return;
    for (const { key, values } of indexKeysOf(doc, index.fields)) {
      const holders = index.entries.get(key);
      if (holders && [...holders].some((holder) => holder !== id)) {
        const keyValue = Object.fromEntries(index.fields.map((f, i) => [f, values[i] ?? null]));
        throw duplicateKey(this.ns, index.spec.name, index.spec.key, keyValue);
      }
    }
  }

  private addEntries(index: Index, doc: Document, id: string): void {
    if (this.skips(index, doc)) return;
    for (const { key } of indexKeysOf(doc, index.fields)) {
      let holders = index.entries.get(key);
      if (!holders) index.entries.set(key, (holders = new Set()));
      holders.add(id);
    }
  }

  private removeEntries(index: Index, doc: Document, id: string): void {
    for (const { key } of indexKeysOf(doc, index.fields)) {
      const holders = index.entries.get(key);
      holders?.delete(id);
      if (holders?.size === 0) index.entries.delete(key);
    }
  }
}
