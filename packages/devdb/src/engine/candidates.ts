// Which documents a filter needs to look at. Equality on _id or on the leading field of an index is a
// Map lookup; a filter that is nothing but such an equality on a plain value is answered by it exactly.
// With a sort on the remaining fields of a compound index, the lookup comes in sort order (inSortOrder).
import { Decimal128, ObjectId, type Document } from 'bson';
import type { Collection } from './collection';
import type { Output } from './doc-store';
import { filterFieldNames } from './index-view';
import { valueKey } from './keys';
import { compareBson } from './bson-order';
import type { Bound, Range } from './ordered-groups';

const isPlainObject = (v: unknown): v is Document => Boolean(v) && typeof v === 'object' && (v as object).constructor === Object;
const isOperatorObject = (v: unknown): v is Document => isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));
// An index holds array elements, not whole arrays, and cannot answer a regex: such values scan.
const indexable = (v: unknown) => !(v instanceof RegExp) && !Array.isArray(v) && !isOperatorObject(v);

/** The values a filter demands by equality, per field ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}, inside $and). */
function equalities(filter: Document, out: Array<[string, unknown[]]> = []): Array<[string, unknown[]]> {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) value.forEach((part) => isPlainObject(part) && equalities(part, out));
    if (field.startsWith('$')) continue;
    if (!isOperatorObject(value)) {
      if (indexable(value)) out.push([field, [value]]);
    } else if ('$eq' in value && indexable(value.$eq)) {
      out.push([field, [value.$eq]]);
    } else if (Array.isArray(value.$in) && value.$in.every(indexable)) {
      out.push([field, value.$in]);
    }
  }
  return out;
}

/**
 * The documents worth testing: the smallest index lookup an equality allows (and its index), else all.
 * With `test`, each is first tested on just the filter's fields (DocStore.scan): the ones that fail come
 * as null, not decoded.
 */
export function candidates(collection: Collection, filter: Document): { docs: Iterable<Document>; index: string | null };
export function candidates(
  collection: Collection,
  filter: Document,
  test: (doc: Document) => boolean,
  out?: Output,
): { docs: Iterable<Document | null>; index: string | null };
export function candidates(
  collection: Collection,
  filter: Document,
  test?: (doc: Document) => boolean,
  out: Output = 'whole',
): { docs: Iterable<Document | null>; index: string | null } {
  let best: { ids: Set<string>; index: string } | null = null;
  for (const [field, values] of equalities(filter)) {
    const found = collection.lookup(field, values);
    if (found && (!best || found.ids.size < best.ids.size)) best = found;
    if (best?.ids.size === 0) break;
  }
  const fields = test ? filterFieldNames(filter) : null;
  if (test) {
    const names = fields && fields.map((f) => Buffer.from(f, 'utf8'));
    return { docs: collection.docs.scan(names, test, best?.ids, out), index: best?.index ?? null };
  }
  return best ? { docs: documents(collection, best.ids), index: best.index } : { docs: collection.docs.values(), index: null };
}

const documents = (collection: Collection, ids: Set<string>) =>
  [...ids].map((id) => collection.get(id)).filter((d): d is Document => d !== undefined);

// Values whose index key equality is exactly MongoDB's equality (null, arrays, documents and regexes
// have extra matching rules, so they go through mingo).
const isPlainValue = (v: unknown) =>
  (typeof v === 'string' ||
    (typeof v === 'number' && !Number.isNaN(v)) ||
    typeof v === 'boolean' ||
    v instanceof ObjectId ||
    v instanceof Date) &&
  !(v instanceof Decimal128);

/** The field and values of a one-field equality filter on plain values, or null. */
function exactEquality(filter: Document): { field: string; values: unknown[] } | null {
  const fields = Object.keys(filter);
  if (fields.length !== 1 || fields[0]!.startsWith('$')) return null;
  const field = fields[0]!;
  const condition = filter[field];
  let values: unknown[];
  if (isPlainValue(condition)) values = [condition];
  else if (isPlainObject(condition) && Object.keys(condition).length === 1 && isPlainValue(condition.$eq)) values = [condition.$eq];
  else if (
    isPlainObject(condition) &&
    Object.keys(condition).length === 1 &&
    Array.isArray(condition.$in) &&
    condition.$in.every(isPlainValue)
  ) {
    values = condition.$in;
  } else return null;
  return { field, values };
}

/** The matches of a one-field equality filter ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}) read off an index, or null. */
export function exactMatches(collection: Collection, filter: Document): { docs: Document[]; index: string } | null {
  const equality = exactEquality(filter);
  const found = equality && collection.lookup(equality.field, equality.values);
  return found && { docs: documents(collection, found.ids), index: found.index };
}

/**
 * How many documents match, answered without looking at any (as MongoDB counts from an index): the
 * collection's size for an empty filter, an index's count for equality with one plain value on its
 * leading field. Null when the documents would have to be read.
 */
export function countFromIndex(collection: Collection, filter: Document): { n: number; index: string | null } | null {
  if (Object.keys(filter).length === 0) return { n: collection.docs.size, index: null };
  const equality = exactEquality(filter);
  if (!equality || equality.values.length !== 1) return null;
  return collection.countEqual(equality.field, equality.values[0]);
}

/**
 * The documents that equality on a compound index's leading field selects, already in the order of
 * `sort` when it is the index's remaining fields (or their exact reverse): a walk along the index that
 * the caller stops after skip + limit matches. A range on the first sorted field (also one implied by
 * every branch of an $or, as a page cursor has) narrows where the walk starts and ends. The walk yields
 * a superset of the matches (the caller still tests each), so it only has to be sure to miss none.
 * Null when no index gives that order, the group holds documents it cannot order, or sorting a smaller
 * lookup (e.g. by _id) is cheaper.
 */
export function inSortOrder(
  collection: Collection,
  filter: Document,
  sort: Array<[string, 1 | -1]>,
): { docs: Iterable<Document>; index: string } | null {
  const eqs = equalities(filter);
  let best: { ids: Iterable<string>; size: number; index: string } | null = null;
  for (const [field, values] of eqs) {
    if (values.length !== 1 || !isPlainValue(values[0])) continue;
    const key = valueKey(values[0]);
    for (const index of collection.orderedIndexes(field, values)) {
      const direction = index.ordered!.orderFor(sort);
      const size = index.leadingSize(values);
      if (!direction || (best && best.size <= size)) continue;
      const ids = index.orderedGroups().walk(key, direction === 'reverse', rangeOf(filter, sort[0]![0]));
      if (ids) best = { ids, size, index: index.spec.name };
    }
  }
  if (!best) {
    // No equality narrows it (a list's first page): walk an index whose fields are exactly the sort.
    const served = collection.indexForSort(sort);
    if (served) {
      const ids = served.index.wholeOrder().walk('', served.direction === 'reverse', rangeOf(filter, sort[0]![0]));
      if (ids) best = { ids, size: collection.docs.size, index: served.index.spec.name };
    }
  }
  if (!best) return null;
  // Sorting the smallest lookup costs about s·log2(s); the walk at most the group's size.
  for (const [field, values] of eqs) {
    const s = collection.lookupSize(field, values);
    if (s !== null && s * Math.max(1, Math.log2(s)) < best.size) return null;
  }
  return { docs: documentsInOrder(collection, best.ids), index: best.index };
}

function* documentsInOrder(collection: Collection, ids: Iterable<string>): Generator<Document> {
  for (const id of ids) {
    const doc = collection.get(id);
    if (doc) yield doc;
  }
}

// Operands whose range comparisons in mingo ($lt… only match values of the same type, by < and >)
// agree with BSON order, so a bound taken from them never leaves out a match.
const boundable = (v: unknown) => (typeof v === 'number' && !Number.isNaN(v)) || (v instanceof Date && !Number.isNaN(v.getTime()));
const closed = (value: unknown): Bound => ({ value, inclusive: true });

/** The values of `path` a filter can match lie within this range (for non-array values; {} if unknown). */
export function rangeOf(filter: Document, path: string): Range {
  let range: Range = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) range = intersect(range, rangeOf(part, path));
    } else if (key === '$or' && Array.isArray(condition) && condition.length > 0) {
      range = intersect(range, condition.map((part) => (isPlainObject(part) ? rangeOf(part, path) : {})).reduce(hull));
    } else if (key === path) {
      range = intersect(range, conditionRange(condition));
    }
  }
  return range;
}

function conditionRange(condition: unknown): Range {
  if (boundable(condition)) return { lo: closed(condition), hi: closed(condition) };
  if (!isOperatorObject(condition)) return {};
  let range: Range = {};
  for (const [op, value] of Object.entries(condition)) {
    if (!boundable(value)) continue;
    if (op === '$eq') range = intersect(range, { lo: closed(value), hi: closed(value) });
    else if (op === '$gt' || op === '$gte') range = intersect(range, { lo: { value, inclusive: op === '$gte' } });
    else if (op === '$lt' || op === '$lte') range = intersect(range, { hi: { value, inclusive: op === '$lte' } });
  }
  return range;
}

/** The tighter of two bounds: at the low end (side 1) the higher one, at the high end the lower one. */
function tighter(a: Bound | undefined, b: Bound | undefined, side: 1 | -1): Bound | undefined {
  if (!a || !b) return a ?? b;
  const c = compareBson(a.value, b.value) * side;
  return c > 0 ? a : c < 0 ? b : { value: a.value, inclusive: a.inclusive && b.inclusive };
}

/** The looser of two bounds; a missing one is open, so it wins. */
function looser(a: Bound | undefined, b: Bound | undefined, side: 1 | -1): Bound | undefined {
  if (!a || !b) return undefined;
  const c = compareBson(a.value, b.value) * side;
  return c < 0 ? a : c > 0 ? b : { value: a.value, inclusive: a.inclusive || b.inclusive };
}

const intersect = (a: Range, b: Range): Range => ({ lo: tighter(a.lo, b.lo, 1), hi: tighter(a.hi, b.hi, -1) });
const hull = (a: Range, b: Range): Range => ({ lo: looser(a.lo, b.lo, 1), hi: looser(a.hi, b.hi, -1) });
