// Sorting as MongoDB does it: an array field sorts by its smallest element ascending and by its largest
// descending (mingo reverses the ascending order instead), in BSON comparison order.
import type { Document } from 'bson';
import { badValue, notSupported } from '../errors';
import { EMPTY_ARRAY, compareBson } from './bson-order';
import { valuesAtPath } from './keys';

export type SortSpec = Record<string, unknown>;

/** The fields and directions of a sort; throws MongoDB's errors for bad ones. */
export function directions(spec: SortSpec): Array<[string, 1 | -1]> {
  return Object.entries(spec).map(([path, dir]) => {
    if (dir && typeof dir === 'object') throw notSupported(`sorting by ${JSON.stringify(dir)} (text scores)`);
    if (dir !== 1 && dir !== -1 && dir !== '1' && dir !== '-1') {
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending), got ${String(dir)} for ${path}`);
    }
    return [path, Number(dir) as 1 | -1];
  });
}

function sortKey(doc: Document, path: string, dir: 1 | -1): unknown {
  const values = valuesAtPath(doc, path, EMPTY_ARRAY);
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareBson(values[i], best);
    if ((dir === 1 && c < 0) || (dir === -1 && c > 0)) best = values[i];
  }
  return best;
}

/** A new array of `docs` in the order of `spec`; ties keep their stored order. */
export function sortDocs(docs: Document[], spec: SortSpec): Document[] {
  const keys = Object.keys(spec);
  if (keys.length === 0) return docs;
  if (keys.includes('$natural')) {
    if (keys.length > 1) throw badValue('$natural sort cannot be combined with other fields');
    return Number(spec.$natural) === -1 ? [...docs].reverse() : docs;
  }
  const dirs = directions(spec);
  const decorated = docs.map((doc) => ({ doc, keys: dirs.map(([path, dir]) => sortKey(doc, path, dir)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < dirs.length; i++) {
      const c = compareBson(a.keys[i], b.keys[i]);
      if (c) return c * dirs[i]![1];
    }
    return 0;
  });
  return decorated.map((d) => d.doc);
}
