// One collection: documents by _id key, plus secondary indexes. Unique indexes are checked before a
// change is applied, so a failed write changes nothing.
import { serialize, type Document } from 'bson';
import { duplicateKey } from '../errors';
import { decodeDoc, DocStore } from './doc-store';
import { ID, readIndexFields } from './index-view';
import { valueKey } from './keys';
import { noteDecimals } from './refusals';
import { SecondaryIndex, type IndexSpec } from './secondary-index';

export type { IndexSpec } from './secondary-index';

const ID_ONLY: Buffer[] = [ID];

export const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 } };

export class Collection {
  readonly docs = new DocStore();
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

  /**
   * Adds an index over the existing documents; refuses (and adds nothing) if they violate uniqueness.
   * One read back from the journal was checked when it was made: it is built when first needed.
   */
  addIndex(spec: IndexSpec, { replay = false } = {}): void {
    const index = new SecondaryIndex(spec, this.docs);
    if (!replay) index.build((doc, id, keys) => this.assertUnique(index, doc, id, keys));
    this.indexes.set(spec.name, index);
  }

  unbuiltIndexes(): SecondaryIndex[] {
    return [...this.indexes.values()].filter((index) => !index.built);
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

  /**
   * Inserts or replaces the document with this _id; `raw` is its BSON, which is what is kept.
   * `replay`: a write read back from the journal, checked when it was first made: no index needs
   * building for it (see SecondaryIndex: one not built yet will read it from the documents).
   */
  put(doc: Document, raw: Uint8Array = serialize(doc), { replay = false } = {}): void {
    const id = valueKey(doc._id);
    const indexes = [...this.indexes.values()];
    // Every index checks what it would hold (refusals), built or not; unique ones are built to judge.
    const keys = replay ? [] : indexes.map((index) => index.keys(doc));
    if (!replay) indexes.forEach((index, i) => this.assertUnique(index, doc, id, keys[i]));
    const built = indexes.filter((index) => index.built);
    if (built.length) {
      const previous = this.docs.get(id);
      if (previous) for (const index of built) index.remove(previous, id);
    }
    this.docs.set(id, raw);
    for (const index of built) index.add(doc, id, replay ? undefined : keys[indexes.indexOf(index)]);
    noteDecimals(doc, '', this.decimalPaths);
  }

  /**
   * A stored document's bytes as start-up reads them from the snapshot, kept as they are: only its _id
   * is read (index-view.ts), and the indexes are built when first needed (secondary-index.ts). A
   * document that may hold a Decimal128 is decoded whole, so that its paths are noted for the refusals.
   */
  load(raw: Uint8Array): void {
    const view = readIndexFields(raw, ID_ONLY);
    if (!view) return this.put(decodeDoc(raw), raw, { replay: true });
    const id = valueKey(view._id);
    for (const index of this.indexes.values()) if (index.built) index.forget();
    this.docs.set(id, raw);
  }

  assertInsertable(doc: Document): void {
    const id = valueKey(doc._id);
    if (this.docs.has(id)) throw duplicateKey(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
    for (const index of this.indexes.values()) this.assertUnique(index, doc, id);
  }

  remove(id: string): boolean {
    if (!this.docs.has(id)) return false;
    const built = [...this.indexes.values()].filter((index) => index.built);
    if (built.length) {
      const previous = this.docs.get(id)!;
      for (const index of built) index.remove(previous, id);
    }
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
