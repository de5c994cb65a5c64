// Canonical string keys for index maps: equal values in MongoDB's sense give equal strings
// (1 and 1.0 alike, ObjectIds by value), so an index lookup is one Map.get, never a scan.
import { EJSON, type Document } from 'bson';

export function keyOf(value: unknown): string {
  if (value === undefined) return 'null';
  return EJSON.stringify(value as Document, { relaxed: true });
}

/** The value at a dotted path; arrays along the way fan out (as MongoDB's multikey indexes do). */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.');
  if (doc === null || typeof doc !== 'object') return [undefined];
  const value = (doc as Record<string, unknown>)[head as string];
  if (rest.length === 0) {
    if (Array.isArray(value)) return value.length === 0 ? [undefined] : value;
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => valuesAtPath(item, rest.join('.')));
  return valuesAtPath(value, rest.join('.'));
}

/** Every index key a document produces for the fields of an index (one per array element). */
export function indexKeysOf(doc: Document, fields: string[]): Array<{ key: string; values: unknown[] }> {
  let combos: unknown[][] = [[]];
  for (const field of fields) {
    const values = valuesAtPath(doc, field);
    combos = combos.flatMap((combo) => values.map((v) => [...combo, v]));
  }
  const seen = new Map<string, { key: string; values: unknown[] }>();
  for (const values of combos) {
    const key = keyOf(values.map((v) => (v === undefined ? null : v)));
    seen.set(key, { key, values });
  }
  return [...seen.values()];
}
