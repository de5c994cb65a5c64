// Query execution: narrow candidates with an index when the filter allows it, then let mingo decide
// the matching and projection; sorting follows MongoDB's order (sort.ts).
import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import { badValue } from '../errors';
import { cloneValue } from './clone';
import type { Collection } from './collection';
import { newAggregator, newQuery } from './mingo-context';
import { assertComparable, assertFilterComparable, assertSupported } from './refusals';
import { sortDocs } from './sort';

const isPlainObject = (v: unknown): v is Document => Boolean(v) && typeof v === 'object' && (v as object).constructor === Object;
const isOperatorObject = (v: unknown): v is Document => isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));
// An index holds array elements, not whole arrays, and cannot answer a regex: such values scan.
const indexable = (v: unknown) => !(v instanceof RegExp) && !Array.isArray(v) && !(isPlainObject(v) && isOperatorObject(v));

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
  if (!best) return collection.docs.values();
  return [...best].map((id) => collection.get(id)).filter((d): d is Document => d !== undefined);
}

export function compileQuery(filter: Document = {}): Query {
  assertSupported(filter);
  return mingo(() => newQuery(filter));
}

/** Runs mingo, reporting its errors (which name the operator) as MongoDB's BadValue. */
function mingo<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err && typeof err === 'object' && 'codeName' in err) throw err;
    throw badValue(err instanceof Error ? err.message : String(err));
  }
}

export interface FindOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

export function findDocs(collection: Collection | undefined, filter: Document = {}, opts: FindOptions = {}): Document[] {
  if (!collection) return [];
  const query = compileQuery(filter);
  assertFilterComparable(collection, filter);
  const sort = opts.sort && Object.keys(opts.sort).length ? opts.sort : null;
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  // Without a sort, the first skip+limit matches are the answer: stop there instead of testing everything.
  const wanted = !sort && limit ? skip + limit : Infinity;
  let docs: Document[] = [];
  mingo(() => {
    for (const doc of candidates(collection, filter)) {
      if (query.test(doc)) docs.push(doc);
      if (docs.length >= wanted) break;
    }
  });
  if (sort) {
    assertComparable(collection, Object.keys(sort));
    docs = sortDocs(docs, sort);
  }
  docs = docs.slice(skip, limit ? skip + limit : undefined);
  const projection = opts.projection && Object.keys(opts.projection).length ? opts.projection : null;
  if (projection) docs = mingo(() => query.find<Document>(docs, projection).all());
  return docs;
}

export function runPipeline(docs: Iterable<Document>, pipeline: Document[], resolve: (name: string) => Document[]): Document[] {
  assertSupported(pipeline, 'pipeline');
  return mingo(() => newAggregator(pipeline, resolve).run([...docs]) as Document[]);
}

/** A foreign collection's documents for $lookup and friends, copied (mingo may modify what it joins). */
export function joinSource(collection: Collection | undefined): Document[] {
  if (!collection) return [];
  assertComparable(collection, ['*']);
  return [...collection.docs.values()].map(cloneValue);
}
