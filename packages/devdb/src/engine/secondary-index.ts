// A secondary index: a Map from the canonical key of the indexed values to the _id keys holding them.
// Compound indexes also keep a Map by their leading field, so equality on that field is a lookup too,
// and, per leading value, the documents sorted by the remaining fields (ordered-groups.ts), so that a
// sort on those fields after equality on the leading one is a walk that stops at the limit.
import { Decimal128, type Document } from 'bson';
import type { Query } from 'mingo/query';
import { notSupported } from '../errors';
import { indexKeysOf, valueKey, valuesAtPath } from './keys';
import { newQuery } from './mingo-context';
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

type Entries = Map<string, Set<string>>;
const PRESENT = Symbol('empty array'); // an empty array still counts as present for a sparse index

function addTo(map: Entries, key: string, id: string): void {
  let holders = map.get(key);
  if (!holders) map.set(key, (holders = new Set()));
  holders.add(id);
}

function removeFrom(map: Entries, key: string, id: string): void {
  const holders = map.get(key);
  holders?.delete(id);
  if (holders?.size === 0) map.delete(key);
}

export class SecondaryIndex {
  readonly fields: string[];
  private readonly entries: Entries = new Map();
  private readonly leading: Entries;
  private readonly partial: Query | null;
  /** Compound indexes whose other fields have directions (1/-1): each leading value's documents in order. */
  readonly ordered: OrderedGroups | null;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.leading = this.fields.length === 1 ? this.entries : new Map();
    this.partial = spec.partialFilterExpression ? newQuery(spec.partialFilterExpression) : null;
    const dirs = this.fields.slice(1).map((f) => Math.sign(Number(spec.key[f])));
    const ordered = dirs.length > 0 && dirs.every((d) => d === 1 || d === -1);
    this.ordered = ordered ? new OrderedGroups(this.fields.slice(1), dirs as Array<1 | -1>) : null;
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

  private keys(doc: Document) {
    const keys = indexKeysOf(doc, this.fields);
    for (const { values } of keys) {
      if (values.some((v) => v instanceof Decimal128)) throw notSupported(`Decimal128 values in indexed fields (index ${this.spec.name})`);
    }
    return keys;
  }

  /** The indexed values another document already holds, if `doc` would break uniqueness. */
  conflict(doc: Document, id: string): unknown[] | null {
    const keys = this.keys(doc); // also refuses what cannot be indexed, unique or not
    if (!this.spec.unique || !this.covers(doc)) return null;
    for (const { key, values } of keys) {
      const holders = this.entries.get(key);
      if (holders && (holders.size > 1 || !holders.has(id))) return values;
    }
    return null;
  }

  add(doc: Document, id: string): void {
    if (!this.covers(doc)) return;
    const groups: string[] = [];
    for (const { key, values } of this.keys(doc)) {
      addTo(this.entries, key, id);
      const group = valueKey(values[0]);
      if (this.leading !== this.entries) addTo(this.leading, group, id);
      if (!groups.includes(group)) groups.push(group);
    }
    this.ordered?.add(doc, id, groups);
  }

  remove(doc: Document, id: string): void {
    this.ordered?.remove(id);
    if (!this.covers(doc)) return;
    for (const { key, values } of this.keys(doc)) {
      removeFrom(this.entries, key, id);
      if (this.leading !== this.entries) removeFrom(this.leading, valueKey(values[0]), id);
    }
  }

  /** _id keys of the documents whose leading field equals one of `values`. */
  lookupLeading(values: unknown[]): Set<string> {
    const ids = new Set<string>();
    for (const value of values) for (const id of this.leading.get(valueKey(value ?? null)) ?? []) ids.add(id);
    return ids;
  }

  /** How many documents lookupLeading(values) would return, at most (without building the set). */
  leadingSize(values: unknown[]): number {
    return values.reduce<number>((sum, value) => sum + (this.leading.get(valueKey(value ?? null))?.size ?? 0), 0);
  }
}
