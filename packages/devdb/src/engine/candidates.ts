// Which documents a filter needs to look at. Equality on _id or on the leading field of an index is a
// Map lookup; a filter that is nothing but such an equality on a plain value is answered by it exactly.
import { Decimal128, ObjectId, type Document } from 'bson';
import type { Collection } from './collection';

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

/** The documents worth testing: the smallest index lookup an equality allows, else all. */
export function candidates(collection: Collection, filter: Document): Iterable<Document> {
  let best: Set<string> | null = null;
  for (const [field, values] of equalities(filter)) {
    const ids = collection.lookup(field, values);
    if (ids && (!best || ids.size < best.size)) best = ids;
    if (best?.size === 0) break;
  }
  return best ? documents(collection, best) : collection.docs.values();
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

/** The matches of a one-field equality filter ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}) read off an index, or null. */
export function exactMatches(collection: Collection, filter: Document): Document[] | null {
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
  const ids = collection.lookup(field, values);
  return ids && documents(collection, ids);
}
