// MongoDB's comparison order for sorting (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/):
// by type first (null < numbers < strings < objects < arrays < binData < ObjectId < boolean < date <
// timestamp < regex), then by value. mingo orders some of these differently, so sorts use this.
import { Binary, BSONRegExp, BSONSymbol, Long, ObjectId, Timestamp, type Document } from 'bson';
import { notSupported } from '../errors';

/** Sort key of an empty array: MongoDB places it below null and missing fields in both directions. */
export const EMPTY_ARRAY = Symbol('empty array');

function rank(v: unknown): number {
  if (v === EMPTY_ARRAY) return 0;
  if (v === null || v === undefined) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp || v instanceof BSONRegExp) return 12;
  const bsontype = (v as { _bsontype?: string })._bsontype;
  switch (bsontype) {
    case 'MinKey':
      return 1;
    case 'MaxKey':
      return 15;
    case 'Long':
    case 'Int32':
    case 'Double':
      return 3;
    case 'Decimal128':
      throw notSupported('comparing or sorting Decimal128 values');
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'Code':
      return 13;
  }
  return 5; // embedded document
}

const cmp = (a: number | string | bigint, b: number | string | bigint) => (a < b ? -1 : a > b ? 1 : 0);

function toNumber(v: unknown): number | bigint {
  if (typeof v === 'number' || typeof v === 'bigint') return v;
  if (v instanceof Long) return v.toBigInt();
  return Number((v as { valueOf(): number }).valueOf());
}

export function compareBson(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 3: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (typeof x === typeof y) return cmp(x, y);
      return cmp(Number(x), Number(y));
    }
    case 4:
      return compareStrings(a instanceof BSONSymbol ? a.value : (a as string), b instanceof BSONSymbol ? b.value : (b as string));
    case 5:
      return compareDocuments(a as Document, b as Document);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      return cmp(x.length(), y.length()) || cmp(x.sub_type, y.sub_type) || Buffer.compare(x.buffer, y.buffer);
    }
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return cmp(pa, pb) || cmp(fa, fb);
    }
    default:
      return cmp(String(a), String(b));
  }
}

/** Binary (UTF-8 byte) order, which is code point order; JS's `<` compares UTF-16 units instead. */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return cmp(a.length, b.length);
  const previous = i > 0 ? a.charCodeAt(i - 1) : 0;
  if (previous >= 0xd800 && previous <= 0xdbff) i--; // inside a surrogate pair: compare whole code points
  return cmp(a.codePointAt(i)!, b.codePointAt(i)!);
}

function regexParts(v: unknown): [string, string] {
  return v instanceof RegExp ? [v.source, v.flags] : [(v as BSONRegExp).pattern, (v as BSONRegExp).options];
}

function compareArrays(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareBson(a[i], b[i]);
    if (c) return c;
  }
  return cmp(a.length, b.length);
}

/** Field by field in order: the value's type, then the field name, then the value. */
function compareDocuments(a: Document, b: Document): number {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const va = a[ka[i]!];
    const vb = b[kb[i]!];
    const c = cmp(rank(va), rank(vb)) || cmp(ka[i]!, kb[i]!) || compareBson(va, vb);
    if (c) return c;
  }
  return cmp(ka.length, kb.length);
}
