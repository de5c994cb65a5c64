// Query execution: narrow candidates with an index when the filter allows it, then let mingo decide
// the matching and projection; sorting follows MongoDB's order (sort.ts).
import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import { badValue } from '../errors';
import { cloneValue } from './clone';
import { candidates, countFromIndex, exactMatches, inSortOrder } from './candidates';
import type { Output } from './doc-store';
import { filterFieldNames } from './index-view';
import type { Collection } from './collection';
import { newAggregator, newQuery } from './mingo-context';
import { assertComparable, assertFilterComparable, assertSupported } from './refusals';
import { directions, sortDocs } from './sort';

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

const plainProjector = newQuery({});

/**
 * How the last findDocs went (devdb's stand-in for explain's executionStats, for tests and benchmarks):
 * `index-order` walked a compound index in the requested sort order, `index` tested the documents of
 * an index lookup, `scan` tested every document; `docsExamined` counts the documents looked at.
 */
export const findStats = { plan: 'scan' as 'scan' | 'index' | 'index-order', docsExamined: 0 };
/** The index the last findDocs used (`_id_` included), null for a scan: what explain names. */
export const findIndex = { name: null as string | null };

export interface FindOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

/**
 * Tests the documents of `source` in turn and keeps the matches, stopping after `enough` of them (a
 * null is a document the source already tested and found not matching).
 */
function firstMatches(source: Iterable<Document | null>, query: () => Query, enough: number): { docs: Document[]; examined: number } {
  const docs: Document[] = [];
  let examined = 0;
  mingo(() => {
    for (const doc of source) {
      examined++;
      if (doc && query().test(doc)) docs.push(doc);
      if (docs.length >= enough) break;
    }
  });
  return { docs, examined };
}

/**
 * The top-level fields a find needs of each match when its projection keeps only named top-level fields
 * (`{ a: 1, b: 1 }`): those, the filter's and the sort's, read out of the bytes instead of decoding the
 * whole document (a query for ids over thousands of documents); 'whole' otherwise.
 */
function fieldsNeeded(filter: Document, sort: Document | null, projection: Document | undefined): Output {
  if (!projection) return 'whole';
  const kept = Object.entries(projection);
  // `{ _id: 0 }` alone excludes: the document without its _id.
  if (!kept.some(([, v]) => v === 1 || v === true)) return 'whole';
  if (
    kept.length === 0 ||
    !kept.every(
      ([path, v]) =>
        (v === 1 || v === true || (path === '_id' && (v === 0 || v === false))) && !path.includes('.') && !path.startsWith('$'),
    )
  )
    return 'whole';
  const tested = filterFieldNames(filter);
  if (!tested) return 'whole';
  const names = new Set([...tested, ...Object.keys(sort ?? {}).map((p) => p.split('.')[0]!), ...kept.map(([p]) => p), '_id']);
  return [...names].map((name) => Buffer.from(name, 'utf8'));
}

/** The matches of `filter`, sorted, skipped, limited and projected as a find command asks. */
export function findDocs(collection: Collection | undefined, filter: Document = {}, opts: FindOptions = {}): Document[] {
  if (!collection) {
    Object.assign(findStats, { plan: 'scan', docsExamined: 0 });
    findIndex.name = null;
    return [];
  }
  assertSupported(filter);
  assertFilterComparable(collection, filter);
  const sort = opts.sort && Object.keys(opts.sort).length ? opts.sort : null;
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  // Documents that arrive in the answer's order: the first skip+limit matches are the answer.
  const enough = limit ? skip + limit : Infinity;
  let compiled: Query | null = null;
  const query = () => (compiled ??= compileQuery(filter));
  // Errors in the filter come before errors in the sort.
  const inOrder = sort && (query(), inSortOrder(collection, filter, directions(sort)));
  let docs: Document[];
  if (inOrder) {
    assertComparable(collection, Object.keys(sort!));
    const found = firstMatches(inOrder.docs, query, enough);
    docs = found.docs;
    Object.assign(findStats, { plan: 'index-order', docsExamined: found.examined });
    findIndex.name = inOrder.index;
  } else {
    const exact = exactMatches(collection, filter);
    if (exact) {
      docs = exact.docs;
      Object.assign(findStats, { plan: 'index', docsExamined: exact.docs.length });
      findIndex.name = exact.index;
    } else {
      const source = candidates(collection, filter, (doc) => query().test(doc), fieldsNeeded(filter, sort, opts.projection));
      // Without a sort any order is the answer's order; with one, every match is needed to sort.
      const found = firstMatches(source.docs, query, sort ? Infinity : enough);
      docs = found.docs;
      Object.assign(findStats, { plan: source.index ? 'index' : 'scan', docsExamined: found.examined });
      findIndex.name = source.index;
    }
    if (sort) {
      assertComparable(collection, Object.keys(sort));
      docs = sortDocs(docs, sort);
    }
  }
  docs = docs.slice(skip, limit ? skip + limit : undefined);
  const projection = opts.projection && Object.keys(opts.projection).length ? opts.projection : null;
  // Positional projection ("a.$") needs the filter; any other projection is the same for every query.
  const projector = projection && JSON.stringify(projection).includes('.$"') ? compileQuery(filter) : plainProjector;
  if (projection) docs = mingo(() => projector.find<Document>(docs, projection).all());
  return docs;
}

/** How many documents match `filter` (as findDocs(...).length), decoding none that its fields alone decide. */
export function countMatches(collection: Collection | undefined, filter: Document = {}): number {
  if (!collection) return 0;
  assertSupported(filter);
  assertFilterComparable(collection, filter);
  const query = compileQuery(filter);
  const counted = countFromIndex(collection, filter);
  if (counted) {
    Object.assign(findStats, { plan: 'index', docsExamined: 0 });
    findIndex.name = counted.index;
    return counted.n;
  }
  const source = candidates(collection, filter, (doc) => query.test(doc), 'tested');
  let n = 0;
  let examined = 0;
  mingo(() => {
    for (const doc of source.docs) {
      examined++;
      if (doc) n++;
    }
  });
  Object.assign(findStats, { plan: source.index ? 'index' : 'scan', docsExamined: examined });
  findIndex.name = source.index;
  return n;
}

export function runPipeline(docs: Iterable<Document>, pipeline: Document[], resolve: (name: string) => Document[]): Document[] {
  assertSupported(pipeline, 'pipeline');
  return mingo(() => newAggregator(pipeline, resolve).run([...docs]) as Document[]);
}

/** A foreign collection's documents for $lookup and friends, copied (mingo may modify what it joins). */
export function joinSource(collection: Collection | undefined, paths: Iterable<string>): Document[] {
  if (!collection) return [];
  assertComparable(collection, paths);
  return [...collection.docs.values()].map(cloneValue);
}
