// A secondary index: a Map from the canonical key of the indexed values to the _id keys holding them.
// Compound indexes also keep a Map by their leading field, so equality on that field is a lookup too,
// and, per leading value, the documents sorted by the remaining fields (ordered-groups.ts), so that a
// sort on those fields after equality on the leading one is a walk that stops at the limit.
import { Decimal128, type Document } from 'bson';
import type { Query } from 'mingo/query';
import { notSupported } from '../errors';
import { indexKeysOf, valueKey, valuesAtPath } from './keys';
import { newQuery } from './mingo-context';
import { decodeDoc, type DocStore } from './doc-store';
import { filterFieldNames, readIndexFields } from './index-view';
import { OrderedGroups } from './ordered-groups';

export interface IndexSpec {
  name: string;
  key: Record<string, number | string>;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

// Most keys have one holder (unique fields, dates, ids): it is kept as the bare _id key, and only a key
// with several holders gets a Set, which costs ten times the memory of the string it holds.
type Holders = string | Set<string>;
type Entries = Map<string, Holders>;
const WHOLE = [''];
const PRESENT = Symbol('empty array'); // an empty array still counts as present for a sparse index

function addTo(map: Entries, key: string, id: string): void {
  const holders = map.get(key);
  if (holders === undefined) map.set(key, id);
  else if (typeof holders === 'string') {
    if (holders !== id) map.set(key, new Set([holders, id]));
  } else holders.add(id);
}

function removeFrom(map: Entries, key: string, id: string): void {
  const holders = map.get(key);
  if (holders === undefined) return;
  if (typeof holders === 'string') {
    if (holders === id) map.delete(key);
    return;
  }
  holders.delete(id);
  if (holders.size === 1) map.set(key, holders.values().next().value!);
  else if (holders.size === 0) map.delete(key);
}

/** The groups (leading values) a document's keys fall in. */
function groupsOf(keys: Array<{ values: unknown[] }>): string[] {
  const groups: string[] = [];
  for (const { values } of keys) {
    const group = valueKey(values[0]);
    if (!groups.includes(group)) groups.push(group);
  }
  return groups;
}

const sizeOf = (holders: Holders | undefined) => (holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size);
const holdersOf = (holders: Holders | undefined): Iterable<string> =>
  holders === undefined ? [] : typeof holders === 'string' ? [holders] : holders;

export class SecondaryIndex {
  readonly fields: string[];
  /** Whole keys to holders: for uniqueness, and the lookups of a one-field index; a non-unique compound index needs none. */
  private entries: Entries | null;
  private leading: Entries;
  /**
   * Whether the maps hold every document. Start-up only reads the documents' bytes (Collection.load);
   * an index is built from them when first needed — by a query that reads it or a write it must judge
   * or keep up to date — so a server starts in the time it takes to read its files, and an index no one
   * uses costs no memory.
   */
  built = false;
  /** The top-level fields a document is read for (index-view.ts), or null to decode it whole. */
  private readonly viewFields: Buffer[] | null;
  private readonly partial: Query | null;
  /**
   * Compound indexes whose other fields have directions (1/-1): each leading value's documents in
   * order. Filled on the first query that walks it (`orderedGroups()`) and kept up to date from then
   * on, so an index never walked that way costs neither memory nor start-up time for it.
   */
  ordered: OrderedGroups | null;
  private orderedBuilt = false;
  /**
   * Every document covered, in the order of all the index's fields (one group, key ''), possible when
   * every direction is 1 or -1: a sort on exactly those fields with no equality to narrow it (a list's
   * page 1, `{ createdAt: -1, _id: -1 }`) walks it and stops at the limit, as MongoDB walks the index.
   * Built on the first such sort and kept up to date from then on, so indexes never sorted that way
   * cost no memory for it.
   */
  private whole: OrderedGroups | null = null;
  private readonly wholeDirs: Array<1 | -1> | null;

  constructor(
    readonly spec: IndexSpec,
    /** The collection's documents, read when the index or an order is built. */
    private readonly docs: DocStore,
  ) {
    this.fields = Object.keys(spec.key);
    this.entries = this.fields.length === 1 || spec.unique ? new Map() : null;
    this.leading = this.fields.length === 1 ? this.entries! : new Map();
    const partial = spec.partialFilterExpression ? filterFieldNames(spec.partialFilterExpression) : [];
    const read = partial && [...new Set([...this.fields.map((f) => f.split('.')[0]!), ...partial])];
    this.viewFields = read && read.map((f) => Buffer.from(f, 'utf8'));
    this.partial = spec.partialFilterExpression ? newQuery(spec.partialFilterExpression) : null;
    const dirs = this.fields.slice(1).map((f) => Math.sign(Number(spec.key[f])));
    const ordered = dirs.length > 0 && dirs.every((d) => d === 1 || d === -1);
    this.ordered = ordered ? new OrderedGroups(this.fields.slice(1), dirs as Array<1 | -1>) : null;
    const allDirs = this.fields.map((f) => Math.sign(Number(spec.key[f])));
    this.wholeDirs = allDirs.every((d) => d === 1 || d === -1) && !this.partial && !spec.sparse ? (allDirs as Array<1 | -1>) : null;
  }

  /** Whether a sort on `sort` is this index's whole order or its reverse (so wholeOrder can serve it). */
  servesSort(sort: Array<[string, 1 | -1]>): 'forward' | 'reverse' | null {
    if (!this.wholeDirs || sort.length !== this.fields.length || sort.some(([path], i) => path !== this.fields[i])) return null;
    if (sort.every(([, dir], i) => dir === this.wholeDirs![i])) return 'forward';
    if (sort.every(([, dir], i) => dir === -this.wholeDirs![i]!)) return 'reverse';
    return null;
  }

  /** What this index reads of a stored document: the fields it needs, or the whole document. */
  private view(raw: Uint8Array): Document {
    return (this.viewFields && readIndexFields(raw, this.viewFields)) ?? decodeDoc(raw);
  }

  /**
   * Fills the maps from the stored documents if they are not yet (see `built`); `check` sees each
   * document first (a new unique index refuses duplicates before it is added).
   */
  build(check?: (doc: Document, id: string, keys: ReturnType<SecondaryIndex['keys']>) => void): void {
    if (this.built) return;
    this.built = true; // add() fills the maps from here on, and conflict() reads what they hold so far
    try {
      for (const [id, raw] of this.docs.rawEntries()) {
        const doc = this.view(raw);
        const keys = this.keys(doc);
        check?.(doc, id, keys);
        this.add(doc, id, keys);
      }
    } catch (err) {
      this.forget();
      throw err;
    }
  }

  /** Drops the maps (the documents are being loaded afresh); the next use builds them again. */
  forget(): void {
    this.built = false;
    this.entries = this.fields.length === 1 || this.spec.unique ? new Map() : null;
    this.leading = this.fields.length === 1 ? this.entries! : new Map();
    if (this.ordered) this.ordered = new OrderedGroups(this.ordered.paths, this.ordered.dirs);
    this.orderedBuilt = false;
    this.whole = null;
  }

  /** Every document in the order of all fields (see `whole`), built on first use. */
  wholeOrder(): OrderedGroups {
    this.build(); // only a built index is kept up to date by writes, and the order with it
    if (!this.whole) {
      this.whole = new OrderedGroups(this.fields, this.wholeDirs!);
      for (const [id, raw] of this.docs.rawEntries()) this.whole.add(this.view(raw), id, WHOLE);
    }
    return this.whole;
  }

  /** `ordered`, filled on first use: each group's documents in the order its holders were added. */
  orderedGroups(): OrderedGroups {
    this.build();
    if (!this.orderedBuilt) {
      this.orderedBuilt = true;
      const seen = new Set<string>();
      for (const holders of this.leading.values()) {
        for (const id of holdersOf(holders)) {
          if (seen.has(id)) continue;
          seen.add(id);
          const doc = this.view(this.docs.bytes(id)!);
          this.ordered!.add(doc, id, groupsOf(this.keys(doc)));
        }
      }
    }
    return this.ordered!;
  }

  /** Whether every document whose leading field equals one of `values` is in this index. */
  canFind(values: unknown[]): boolean {
    return !this.partial && (!this.spec.sparse || values.every((v) => v !== null && v !== undefined));
  }

  /** Sparse indexes leave out documents that have none of the fields; partial ones those not matching. */
  covers(doc: Document): boolean {
    if (this.partial && !this.partial.test(doc)) return false;
    if (!this.spec.sparse) return true;
    return this.fields.some((field) => valuesAtPath(doc, field, PRESENT).some((v) => v !== undefined));
  }

  /** The index keys of `doc` (refusing what cannot be indexed); computed once per write and passed on. */
  keys(doc: Document) {
    const keys = indexKeysOf(doc, this.fields);
    for (const { values } of keys) {
      if (values.some((v) => v instanceof Decimal128)) throw notSupported(`Decimal128 values in indexed fields (index ${this.spec.name})`);
    }
    return keys;
  }

  /** The indexed values another document already holds, if `doc` would break uniqueness. */
  conflict(doc: Document, id: string, keys = this.keys(doc)): unknown[] | null {
    if (!this.spec.unique || !this.covers(doc)) return null;
    this.build();
    for (const { key, values } of keys) {
      const holders = this.entries!.get(key);
      if (holders !== undefined && (sizeOf(holders) > 1 || !(typeof holders === 'string' ? holders === id : holders.has(id))))
        return values;
    }
    return null;
  }

  /** Adds a document to a built index (one not built yet reads it from the documents when it is). */
  add(doc: Document, id: string, keys = this.keys(doc)): void {
    if (!this.built || !this.covers(doc)) return;
    for (const { key, values } of keys) {
      if (this.entries) addTo(this.entries, key, id);
      if (this.leading !== this.entries) addTo(this.leading, valueKey(values[0]), id);
    }
    if (this.orderedBuilt) this.ordered!.add(doc, id, groupsOf(keys));
    this.whole?.add(doc, id, WHOLE);
  }

  remove(doc: Document, id: string): void {
    if (!this.built) return;
    if (this.orderedBuilt) this.ordered!.remove(id);
    this.whole?.remove(id);
    if (!this.covers(doc)) return;
    for (const { key, values } of this.keys(doc)) {
      if (this.entries) removeFrom(this.entries, key, id);
      if (this.leading !== this.entries) removeFrom(this.leading, valueKey(values[0]), id);
    }
  }

  /** _id keys of the documents whose leading field equals one of `values`. */
  lookupLeading(values: unknown[]): Set<string> {
    this.build();
    const ids = new Set<string>();
    for (const value of values) for (const id of holdersOf(this.leading.get(valueKey(value ?? null)))) ids.add(id);
    return ids;
  }

  /** How many documents lookupLeading(values) would return, at most (without building the set). */
  leadingSize(values: unknown[]): number {
    this.build();
    return values.reduce<number>((sum, value) => sum + sizeOf(this.leading.get(valueKey(value ?? null))), 0);
  }
}
