// What devdb refuses rather than answer differently from MongoDB: operators and stages it does not
// have, and comparisons involving Decimal128 (mingo would compare them as strings or not at all).
import { Decimal128, type Document } from 'bson';
import { notSupported } from '../errors';
import type { Collection } from './collection';

const REFUSED_OPERATORS = new Set([
  '$text',
  '$where',
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$function',
  '$accumulator',
  '$meta',
]);
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$changeStreamSplitLargeEvent',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$geoNear',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
]);

/** Throws for operators, stages and values that devdb refuses rather than answer wrongly. */
export function assertSupported(value: unknown, where = 'query'): void {
  if (value instanceof Decimal128) throw notSupported(`Decimal128 values in a ${where}`);
  if (Array.isArray(value)) return value.forEach((v) => assertSupported(v, where));
  if (!value || typeof value !== 'object' || value.constructor !== Object) return;
  for (const [key, inner] of Object.entries(value)) {
    if (REFUSED_OPERATORS.has(key)) throw notSupported(`the ${key} operator`);
    if (REFUSED_STAGES.has(key)) throw notSupported(`the ${key} stage`);
    assertSupported(inner, where);
  }
}

export function assertNoCollation(command: Document): void {
  if (command.collation) throw notSupported('collation');
}

/** Field paths a filter compares ('*' when it may compare any, as $expr does). */
function filterPaths(filter: Document, prefix: string, out: Set<string>): Set<string> {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') (value as Document[]).forEach((f) => filterPaths(f, prefix, out));
    else if (key === '$expr' || key === '$jsonSchema') out.add('*');
    else if (!key.startsWith('$')) {
      const path = `${prefix}${key}`;
      out.add(path);
      const elemMatch = value && typeof value === 'object' ? (value as Document).$elemMatch : undefined;
      if (elemMatch && typeof elemMatch === 'object') filterPaths(elemMatch as Document, `${path}.`, out);
    }
  }
  return out;
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
const withoutPositions = (path: string) =>
  path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .join('.');

/** Records the paths (array positions left out) at which `value` holds Decimal128 values. */
export function noteDecimals(value: unknown, path: string, paths: Set<string>): Set<string> {
  if (value instanceof Decimal128) paths.add(path);
  else if (Array.isArray(value)) value.forEach((item) => noteDecimals(item, path, paths));
  else if (value && typeof value === 'object' && value.constructor === Object) {
    // Only values that are or may hold a Decimal128 are visited: no path string is built for the rest
    // (this runs on every write and on every document loaded at start-up).
    for (const key in value) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner instanceof Decimal128 || Array.isArray(inner) || (inner && typeof inner === 'object' && inner.constructor === Object)) {
        noteDecimals(inner, path ? `${path}.${key}` : key, paths);
      }
    }
  }
  return paths;
}

function assertNoDecimalAt(decimalPaths: Set<string>, paths: Iterable<string>, where: string): void {
  if (decimalPaths.size === 0) return;
  for (const raw of paths) {
    const path = withoutPositions(raw);
    const hit = [...decimalPaths].find((d) => path === '*' || related(d, path));
    if (hit !== undefined) throw notSupported(`comparing Decimal128 values (field '${hit}' of ${where})`);
  }
}

/** Refuses to compare a field of `collection` that holds Decimal128 values. */
export function assertComparable(collection: Collection | undefined, paths: Iterable<string>): void {
  if (collection) assertNoDecimalAt(collection.decimalPaths, paths, collection.ns);
}

/** The same for one document (pipeline updates run on a single document). */
export const assertDocComparable = (doc: Document, paths: Iterable<string>) =>
  assertNoDecimalAt(noteDecimals(doc, '', new Set()), paths, 'the document');

/**
 * Every field path a pipeline may touch, over-approximated: each key and string, with `$` stripped
 * ('*' for $$ROOT and $$CURRENT). Pipelines that never name a Decimal128 field run normally.
 */
export function pipelinePaths(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^\$\$(ROOT|CURRENT)(\.|$)/.test(value)) out.add(value.replace(/^\$\$(ROOT|CURRENT)\.?/, '') || '*');
    else if (!value.startsWith('$$')) out.add(value.replace(/^\$/, ''));
  } else if (Array.isArray(value)) {
    value.forEach((v) => pipelinePaths(v, out));
  } else if (value && typeof value === 'object' && value.constructor === Object) {
    for (const [key, inner] of Object.entries(value)) {
      if (!key.startsWith('$')) out.add(key);
      pipelinePaths(inner, out);
    }
  }
  return out;
}

export const assertFilterComparable = (collection: Collection | undefined, filter: Document) =>
  assertComparable(collection, filterPaths(filter, '', new Set()));
