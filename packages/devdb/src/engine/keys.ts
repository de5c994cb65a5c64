// Canonical string keys for index maps: values MongoDB considers equal give equal strings (1 and 1.0
// alike, ObjectIds and Dates by value), so an index lookup is one Map.get, never a scan.
import { EJSON, ObjectId, type Document } from 'bson';

/** The key of one value. Common types take a fast path; the rest go through relaxed Extended JSON. */
export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return 'n';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `d${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return value ? 'bt' : 'bf';
  }
  if (value instanceof Date) return `t${value.getTime()}`;
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  return `x${EJSON.stringify(value as Document, { relaxed: true })}`;
}

/** The key of a tuple of values (a compound index entry). */
export const tupleKey = (values: unknown[]): string => (values.length === 1 ? valueKey(values[0]) : JSON.stringify(values.map(valueKey)));

/** The value at a dotted path; arrays along the way fan out (as MongoDB's multikey indexes do). */
/** An empty array at the end of the path yields `emptyArray` (sorting tells it apart from a missing field). */
export function valuesAtPath(doc: unknown, path: string, emptyArray: unknown = undefined): unknown[] {
  // The common case, a top-level field holding one value, without splitting the path.
  if (doc !== null && typeof doc === 'object' && !Array.isArray(doc) && !path.includes('.')) {
    const value = (doc as Record<string, unknown>)[path];
    if (!Array.isArray(value)) return [value];
  }
  return collect(doc, path.split('.'), 0, emptyArray);
}

function collect(value: unknown, parts: string[], i: number, empty: unknown): unknown[] {
  if (i === parts.length) return Array.isArray(value) ? (value.length === 0 ? [empty] : value) : [value];
  if (value === null || typeof value !== 'object') return [undefined];
  if (Array.isArray(value)) {
    const part = parts[i]!;
    // "a.0" names element 0 of an array, and also field "0" of the documents inside it.
    const byPosition = /^\d+$/.test(part) && Number(part) < value.length ? collect(value[Number(part)], parts, i + 1, empty) : [];
    const found = value.flatMap((item) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) ? collect(item, parts, i, empty) : [],
    );
    const all = [...byPosition, ...found];
    return all.length ? all : [undefined];
  }
  return collect((value as Record<string, unknown>)[parts[i]!], parts, i + 1, empty);
}

/** Every key a document produces for the fields of an index: one per array element (multikey). */
export function indexKeysOf(doc: Document, fields: string[]): Array<{ key: string; values: unknown[] }> {
  const perField = fields.map((field) => valuesAtPath(doc, field));
  if (perField.every((values) => values.length === 1)) {
    // No array on any field: one key, as most documents have.
    const values = perField.map(([v]) => (v === undefined ? null : v));
    return [{ key: tupleKey(values), values }];
  }
  let combos: unknown[][] = [[]];
  for (const values of perField) {
    combos = combos.flatMap((combo) => values.map((v) => [...combo, v === undefined ? null : v]));
  }
  const seen = new Map<string, { key: string; values: unknown[] }>();
  for (const values of combos) {
    const key = tupleKey(values);
    if (!seen.has(key)) seen.set(key, { key, values });
  }
  return [...seen.values()];
}
