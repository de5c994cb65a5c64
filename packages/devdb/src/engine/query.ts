// Query execution: narrow candidates with an index when the filter allows it, then let mingo decide
// (matching, sort, projection). Refuses what mingo would answer differently from MongoDB.
import { Decimal128, type Document } from 'bson';
import { Query, Aggregator, ProcessingMode } from 'mingo';
import { badValue, notSupported } from '../errors';
import type { Collection } from './collection';

const REFUSED_QUERY_OPERATORS = new Set([
  '$text',
  '$where',
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$function',
  '$accumulator',
]);
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$search',
  '$searchMeta',
  '$geoNear',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
]);

/** Throws for operators and values that devdb refuses rather than answer wrongly. */
export function assertSupported(value: unknown, where = 'query'): void {
  if (value instanceof Decimal128) throw notSupported(`Decimal128 values in a ${where}`);
  if (Array.isArray(value)) return value.forEach((v) => assertSupported(v, where));
  if (!value || typeof value !== 'object' || value.constructor !== Object) return;
  for (const [key, inner] of Object.entries(value)) {
    if (REFUSED_QUERY_OPERATORS.has(key)) throw notSupported(`the ${key} operator`);
    if (REFUSED_STAGES.has(key)) throw notSupported(`the ${key} stage`);
    assertSupported(inner, where);
  }
}

export function assertNoCollation(command: Document): void {
  if (command.collation) throw notSupported('collation');
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    (value as object).constructor === Object &&
    Object.keys(value as object).some((k) => k.startsWith('$'))
  );
}

/** Equality values a filter demands for its top-level fields ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}). */
function equalityCandidates(filter: Document): Array<[string, unknown[]]> {
  const out: Array<[string, unknown[]]> = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    if (!isOperatorObject(value)) {
      if (!(value instanceof RegExp) && !Array.isArray(value)) out.push([field, [value]]);
    } else if ('$eq' in value && Object.keys(value).length === 1) {
      out.push([field, [value.$eq]]);
    } else if (Array.isArray(value.$in) && Object.keys(value).length === 1 && !value.$in.some((v) => v instanceof RegExp)) {
      out.push([field, value.$in]);
    }
  }
  return out;
}

/** The documents worth testing: an index lookup when one covers an equality, else all. */
export function candidates(collection: Collection, filter: Document): Document[] {
  for (const [field, values] of equalityCandidates(filter)) {
    const ids = collection.lookup(field, values);
    if (ids) return [...ids].map((id) => collection.get(id)!).filter(Boolean);
  }
  return [...collection.docs.values()];
}

export function compileQuery(filter: Document = {}): Query {
  assertSupported(filter);
  try {
    return new Query(filter);
  } catch (err) {
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
  try {
    let cursor = query.find<Document>(
      candidates(collection, filter),
      opts.projection && Object.keys(opts.projection).length ? opts.projection : undefined,
    );
    if (opts.sort && Object.keys(opts.sort).length) cursor = cursor.sort(opts.sort as Record<string, 1 | -1>);
    if (opts.skip) cursor = cursor.skip(opts.skip);
    if (opts.limit) cursor = cursor.limit(Math.abs(opts.limit));
    return cursor.all();
  } catch (err) {
    throw badValue(err instanceof Error ? err.message : String(err));
  }
}

export function runPipeline(docs: Document[], pipeline: Document[], resolve: (name: string) => Document[]): Document[] {
  assertSupported(pipeline, 'pipeline');
  try {
    const aggregator = new Aggregator(pipeline, {
      processingMode: ProcessingMode.CLONE_INPUT,
      collectionResolver: resolve,
    });
    return aggregator.run(docs) as Document[];
  } catch (err) {
    throw badValue(err instanceof Error ? err.message : String(err));
  }
}
