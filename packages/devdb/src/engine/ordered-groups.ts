// The entries of a compound index grouped by the value of its leading field, each group kept sorted by
// the remaining fields (in the index's directions) so that a query with equality on the leading field
// and a sort on the remaining fields can walk one group in order and stop after `skip + limit` matches,
// as MongoDB walks a compound index instead of sorting.
//
// The order is exactly MongoDB's sort order (compareBson, as sort.ts sorts). A document is left out of
// the order when a remaining field holds an array (MongoDB sorts arrays by their smallest or largest
// element, which no single position expresses) or a value whose order is not plain (NaN, invalid dates,
// embedded documents, binary and the other rare types); its group then counts it as unordered and
// queries on that group sort the old way. Ties keep the order in which the documents were added (the
// order the index's other lookups return them in), in both directions.
import { ObjectId, type Document } from 'bson';
import { compareBson } from './bson-order';
import { SortedList, type Position } from './sorted-list';

export interface OrderedEntry {
  id: string;
  /** The values of the remaining fields (undefined where missing, as sorting sees them). */
  keys: unknown[];
  /** When the entry was added: breaks ties. */
  seq: number;
}

interface Group {
  list: SortedList<OrderedEntry>;
  /** Documents of this group that the list leaves out (arrays or unusual values in a sorted field). */
  unordered: number;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** Bounds on the first of the remaining fields, in BSON order; a missing end is open. */
export interface Range {
  lo?: Bound;
  hi?: Bound;
}

/** Values whose comparisons are a plain total order (so binary search works on them). */
function orderable(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(v);
  }
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  return v instanceof ObjectId;
}

/** The value a sort sees at `path` if no array is on the way; `unordered` if there is one or the value is unusual. */
const UNORDERED = Symbol('unordered');
function sortValue(doc: Document, parts: string[]): unknown {
  let value: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(value)) return UNORDERED;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return !Array.isArray(value) && orderable(value) ? value : UNORDERED;
}

/** compareBson, with the common types first. */
export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (a instanceof ObjectId && b instanceof ObjectId) return Buffer.compare(a.id, b.id);
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  return compareBson(a, b);
}

export class OrderedGroups {
  private readonly groups = new Map<string, Group>();
  private readonly byId = new Map<string, { entry: OrderedEntry | null; groups: string[] }>();
  private seq = 0;
  private readonly parts: string[][];
  private readonly compareEntries = (a: OrderedEntry, b: OrderedEntry): number => this.compareKeys(a, b) || a.seq - b.seq;

  /** `paths`: the index's fields after the leading one; `dirs`: their directions. */
  constructor(
    readonly paths: string[],
    readonly dirs: Array<1 | -1>,
  ) {
    this.parts = paths.map((path) => path.split('.'));
  }

  /** Adds the document `id` to the groups named by the keys of its leading values. */
  add(doc: Document, id: string, groupKeys: string[]): void {
    if (this.byId.has(id)) this.remove(id);
    const keys = this.parts.map((parts) => sortValue(doc, parts));
    const entry = keys.includes(UNORDERED) ? null : { id, keys, seq: this.seq++ };
    for (const key of groupKeys) {
      let group = this.groups.get(key);
      if (!group) this.groups.set(key, (group = { list: new SortedList(this.compareEntries), unordered: 0 }));
      if (entry) group.list.insert(entry);
      else group.unordered++;
    }
    this.byId.set(id, { entry, groups: groupKeys });
  }

  remove(id: string): void {
    const held = this.byId.get(id);
    if (!held) return;
    this.byId.delete(id);
    for (const key of held.groups) {
      const group = this.groups.get(key)!;
      if (held.entry) {
        if (!group.list.delete(held.entry)) throw new Error(`devdb: ordered index lost the entry of ${id}`);
      } else group.unordered--;
      if (group.list.size === 0 && group.unordered === 0) this.groups.delete(key);
    }
  }

  /** Whether a sort on `spec` is this order (`forward`), its exact reverse (`reverse`), or neither (null). */
  orderFor(spec: Array<[string, 1 | -1]>): 'forward' | 'reverse' | null {
    if (spec.length !== this.paths.length || spec.some(([path], i) => path !== this.paths[i])) return null;
    if (spec.every(([, dir], i) => dir === this.dirs[i])) return 'forward';
    if (spec.every(([, dir], i) => dir === -this.dirs[i]!)) return 'reverse';
    return null;
  }

  /** How many documents the group holds (ordered or not). */
  groupSize(key: string): number {
    const group = this.groups.get(key);
    return group ? group.list.size + group.unordered : 0;
  }

  /**
   * The _id keys of group `key` in this order (or its reverse), limited to `range` on the first
   * remaining field; null if some document of the group is unordered (the caller then sorts).
   */
  walk(key: string, reverse: boolean, range: Range = {}): Iterable<string> | null {
    const group = this.groups.get(key);
    if (!group) return [];
    if (group.unordered > 0) return null;
    const { list } = group;
    const [from, to] = this.bounds(list, range);
    const entries = list.between(from, to, reverse);
    return reverse ? this.tiesInAddedOrder(entries) : idsOf(entries);
  }

  /** The positions where `range` starts and ends along the list. */
  private bounds(list: SortedList<OrderedEntry>, { lo, hi }: Range): [Position, Position] {
    const first = (e: OrderedEntry, bound: Bound) => compareValues(e.keys[0], bound.value);
    // Along the list the first field rises (dir 1) or falls (dir -1): the range begins at its low end
    // or at its high end.
    const [begin, finish] = this.dirs[0] === 1 ? [lo, hi] : [hi, lo];
    const d = this.dirs[0]!;
    const from = begin ? list.seek((e) => (begin.inclusive ? d * first(e, begin) >= 0 : d * first(e, begin) > 0)) : list.start();
    const to = finish ? list.seek((e) => (finish.inclusive ? d * first(e, finish) > 0 : d * first(e, finish) >= 0)) : list.end();
    return [from, to];
  }

  /** Walking backwards meets equal keys newest first: give each run of them back oldest first. */
  private *tiesInAddedOrder(entries: Iterable<OrderedEntry>): Generator<string> {
    let run: OrderedEntry[] = [];
    for (const entry of entries) {
      if (run.length && this.compareKeys(run[0]!, entry) !== 0) {
        for (let i = run.length - 1; i >= 0; i--) yield run[i]!.id;
        run = [];
      }
      run.push(entry);
    }
    for (let i = run.length - 1; i >= 0; i--) yield run[i]!.id;
  }

  private compareKeys(a: OrderedEntry, b: OrderedEntry): number {
    for (let i = 0; i < this.dirs.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c) return c * this.dirs[i]!;
    }
    return 0;
  }
}

function* idsOf(entries: Iterable<OrderedEntry>): Generator<string> {
  for (const entry of entries) yield entry.id;
}
