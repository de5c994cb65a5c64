// Often only a few fields of a stored document matter: its _id at start-up, the fields an index holds
// when it is built, the fields a filter tests when a query reads documents. Decoding whole documents for
// that was most of the start-up's work (and of its garbage), so those top-level fields are read straight
// out of the BSON bytes. Anything unusual (a Decimal128 anywhere in the document, a rare type) returns
// null and the caller decodes the whole document.
import { deserialize, ObjectId, type Document } from 'bson';

/** As the wire protocol decodes a command's documents, so a stored document reads back as it came in. */
export const DECODE = { promoteLongs: true, promoteValues: true } as const;

const DECIMAL128 = 0x13;

const int32 = (buf: Uint8Array, at: number) => buf[at]! | (buf[at + 1]! << 8) | (buf[at + 2]! << 16) | (buf[at + 3]! << 24);

/** Where the C string starting at `at` ends (its 0 byte), or buf.length; a loop, as names are short. */
function cstringEnd(buf: Uint8Array, at: number): number {
  while (at < buf.length && buf[at] !== 0) at++;
  return at;
}

/** The bytes a value of BSON type `type` at `at` takes (-1 for a type not skipped here). */
function valueSize(buf: Uint8Array, type: number, at: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + int32(buf, at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return int32(buf, at);
    case 0x05: // binary
      return 5 + int32(buf, at);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // boolean
      return 1;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    case 0x0b: {
      // regex: two C strings
      const end = cstringEnd(buf, cstringEnd(buf, at) + 1);
      return end >= buf.length ? -1 : end + 1 - at;
    }
    case 0x0c: // DB pointer
      return 4 + int32(buf, at) + 12;
    default:
      return -1;
  }
}

export const ID = Buffer.from('_id');
/** Each field name's string, made once per name (the callers keep their name buffers). */
const NAMES = new WeakMap<Buffer, string>();
/** Whether `buf[start, end)` holds the bytes of `name` (a loop: names are short, Buffer.compare's call costs more). */
export function sameBytes(buf: Uint8Array, start: number, end: number, name: Uint8Array): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (buf[start + i] !== name[i]) return false;
  return true;
}
const nameIs = sameBytes;

const NEEDS_FULL = Symbol('decode the whole document');

/** A value of BSON type `type` at `at`, as the full decode would give it, or NEEDS_FULL for the rare types. */
function plainValue(buf: Buffer, type: number, at: number): unknown {
  switch (type) {
    case 0x03:
      return deserialize(buf.subarray(at, at + int32(buf, at)), DECODE);
    case 0x04: // an array is a document keyed "0", "1", ... in order
      return Object.values(deserialize(buf.subarray(at, at + int32(buf, at)), DECODE));
    case 0x01:
      return buf.readDoubleLE(at);
    case 0x02:
      return buf.toString('utf8', at + 4, at + 4 + int32(buf, at) - 1);
    case 0x07:
      return new ObjectId(Uint8Array.prototype.slice.call(buf, at, at + 12));
    case 0x08:
      return buf[at] === 1;
    case 0x09:
      return new Date(buf.readInt32LE(at + 4) * 0x1_0000_0000 + buf.readUInt32LE(at));
    case 0x0a:
      return null;
    case 0x10:
      return int32(buf, at);
    default:
      return NEEDS_FULL;
  }
}

/**
 * A document holding only `fields` (top-level names as UTF-8 bytes: `ID` for the _id) of the BSON document `raw`,
 * or null when the whole document must be decoded (see the file's comment). Also null for bytes that do
 * not walk out exactly to the document's end.
 */
export function readIndexFields(raw: Uint8Array, fields: readonly Buffer[]): Document | null {
  const buf = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const end = buf.length - 1;
  if (end < 4 || int32(buf, 0) !== buf.length || buf[end] !== 0) return null;
  // No byte 0x13 at all: no Decimal128 anywhere, so nothing inside needs looking at, and the walk may
  // stop once every wanted field is found (_id is almost always first).
  const noDecimal = !buf.includes(DECIMAL128);
  const out: Document = {};
  let found = 0;
  let at = 4;
  while (at < end) {
    if (noDecimal && found === fields.length) return out;
    const type = buf[at]!;
    const nameEnd = cstringEnd(buf, at + 1);
    if (nameEnd >= end) return null;
    const valueAt = nameEnd + 1;
    // Names compared as bytes: no string is made for the fields no one asked for.
    let wanted: Buffer | null = null;
    for (let f = 0; wanted === null && f < fields.length; f++) if (nameIs(buf, at + 1, nameEnd, fields[f]!)) wanted = fields[f]!;
    if (wanted) {
      const value = plainValue(buf, type, valueAt);
      if (value === NEEDS_FULL) return null;
      let name = NAMES.get(wanted);
      if (name === undefined) NAMES.set(wanted, (name = wanted.toString('utf8')));
      if (!(name in out)) found++;
      out[name] = value;
    }
    const size = valueSize(buf, type, valueAt);
    if (size < 0 || type === DECIMAL128) return null;
    if (!noDecimal && (type === 0x03 || type === 0x04) && !plainInside(buf, valueAt, valueAt + size)) return null;
    at = valueAt + size;
  }
  return at === end ? out : null;
}

/** Whether the embedded document or array in `buf[start, end)` walks out whole with no Decimal128 in it (the refusals must see one). */
function plainInside(buf: Buffer, start: number, end: number): boolean {
  if (end - start < 5 || end > buf.length || buf[end - 1] !== 0) return false;
  let at = start + 4;
  while (at < end - 1) {
    const type = buf[at]!;
    if (type === DECIMAL128) return false;
    const nameEnd = cstringEnd(buf, at + 1);
    if (nameEnd >= end - 1) return false;
    const size = valueSize(buf, type, nameEnd + 1);
    if (size < 0) return false;
    if ((type === 0x03 || type === 0x04) && !plainInside(buf, nameEnd + 1, nameEnd + 1 + size)) return false;
    at = nameEnd + 1 + size;
  }
  return at === end - 1;
}

/**
 * The top-level fields a filter tests, as index-view reads them, or null when it may look at more than
 * its named fields (`$expr`, `$where`, `$jsonSchema`...): then documents are decoded whole to test.
 */
export function filterFieldNames(filter: Document): string[] | null {
  const names = new Set<string>();
  const collect = (part: Document): boolean =>
    Object.entries(part).every(([key, value]) => {
      if (key === '$and' || key === '$or' || key === '$nor')
        return Array.isArray(value) && value.every((inner) => inner !== null && typeof inner === 'object' && collect(inner as Document));
      if (key.startsWith('$')) return false;
      names.add(key.split('.')[0]!);
      return true;
    });
  return collect(filter) ? [...names] : null;
}
