// One collection: documents by _id key, plus secondary indexes. Unique indexes are checked before a
// change is applied, so a failed write changes nothing.
import type { Document } from 'bson';
import { duplicateKey } from '../errors';
import { valueKey } from './keys';
import { noteDecimals } from './refusals';
import { SecondaryIndex, type IndexSpec } from './secondary-index';

export type { IndexSpec } from './secondary-index';

export const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 } };

export class Collection {
  readonly docs = new Map<string, Document>();
  private readonly indexes = new Map<string, SecondaryIndex>();
  /** Field paths (array positions left out) that hold Decimal128 somewhere: comparisons there are refused. */
  readonly decimalPaths = new Set<string>();

  constructor(readonly ns: string) {}

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  index(name: string): IndexSpec | undefined {
    return name === ID_INDEX.name ? ID_INDEX : this.indexes.get(name)?.spec;
  }

  /** Adds an index over the existing documents; refuses (and adds nothing) if they violate uniqueness. */
  addIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [id, doc] of this.docs) {
      this.assertUnique(index, doc, id);
      index.add(doc, id);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): boolean {
    return this.indexes.delete(name);
  }

  get(id: string): Document | undefined {
    return this.docs.get(id);
  }

  /** _id keys of the documents whose `field` may equal one of `values` and the index that told, or null if none can. */
  lookup(field: string, values: unknown[]): { ids: Set<string>; index: string } | null {
    if (field === '_id') return { ids: new Set(values.map(valueKey).filter((k) => this.docs.has(k))), index: ID_INDEX.name };
    let best: { ids: Set<string>; index: string } | null = null;
    for (const index of this.indexes.values()) {
      if (index.fields[0] !== field || !index.canFind(values)) continue;
      const ids = index.lookupLeading(values);
      if (!best || ids.size < best.ids.size) best = { ids, index: index.spec.name };
    }
    return best;
  }

  /**
   * How many documents have `field` equal to `value`, read off an index (no document is looked at),
   * with the index's name; null when no index holds every such document.
   */
  countEqual(field: string, value: unknown): { n: number; index: string } | null {
    if (field === '_id') return { n: this.docs.has(valueKey(value)) ? 1 : 0, index: ID_INDEX.name };
    for (const index of this.indexes.values()) {
      if (index.fields[0] === field && index.canFind([value])) return { n: index.leadingSize([value]), index: index.spec.name };
    }
    return null;
  }

  /** How many _id keys lookup(field, values) would return at most (no set is built), or null likewise. */
  lookupSize(field: string, values: unknown[]): number | null {
    if (field === '_id') return values.filter((v) => this.docs.has(valueKey(v))).length;
    let best: number | null = null;
    for (const index of this.indexes.values()) {
      if (index.fields[0] !== field || !index.canFind(values)) continue;
      const size = index.leadingSize(values);
      if (best === null || size < best) best = size;
    }
    return best;
  }

  /** An index whose fields are exactly `sort` (or its reverse), to walk instead of sorting. */
  indexForSort(sort: Array<[string, 1 | -1]>): { index: SecondaryIndex; direction: 'forward' | 'reverse' } | null {
    for (const index of this.indexes.values()) {
      const direction = index.servesSort(sort);
      if (direction) return { index, direction };
    }
    return null;
  }

  /** Compound indexes leading with `field` that hold every document equal to `values` in sorted groups. */
  orderedIndexes(field: string, values: unknown[]): SecondaryIndex[] {
    return [...this.indexes.values()].filter((index) => index.ordered && index.fields[0] === field && index.canFind(values));
  }

  /** Inserts or replaces the document with this _id. */
  put(doc: Document): void {
    const id = valueKey(doc._id);
    const previous = this.docs.get(id);
    const indexes = [...this.indexes.values()];
    const keys = indexes.map((index) => index.keys(doc));
    indexes.forEach((index, i) => this.assertUnique(index, doc, id, keys[i]));
    if (previous) for (const index of indexes) index.remove(previous, id);
    indexes.forEach((index, i) => index.add(doc, id, keys[i]));
    this.docs.set(id, doc);
    noteDecimals(doc, '', this.decimalPaths);
  }

  assertInsertable(doc: Document): void {
    const id = valueKey(doc._id);
    if (this.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
    for (const index of this.indexes.values()) this.assertUnique(index, doc, id);
  }

  remove(id: string): boolean {
    const previous = this.docs.get(id);
    if (!previous) return false;
    for (const index of this.indexes.values()) index.remove(previous, id);
    this.docs.delete(id);
    return true;
  }

  /** Indexes with expireAfterSeconds on one field (TTL indexes). */
  ttlIndexes(): Array<{ field: string; seconds: number }> {
    return [...this.indexes.values()]
      .filter((i) => typeof i.spec.expireAfterSeconds === 'number' && i.fields.length === 1)
      .map((i) => ({ field: i.fields[0]!, seconds: i.spec.expireAfterSeconds! }));
  }

  private assertUnique(index: SecondaryIndex, doc: Document, id: string, keys?: ReturnType<SecondaryIndex['keys']>): void {
    const values = index.conflict(doc, id, keys);
    if (!values) return;
    const keyValue = Object.fromEntries(index.fields.map((f, i) => [f, values[i] ?? null]));
    throw duplicateKey(this.ns, index.spec.name, index.spec.key, keyValue);
  }
}
