// The journal's and snapshot's records are BSON documents. A stored document's record,
// `{ o: 'put', db, c, d }`, is written and read by hand around the document's own bytes, so start-up
// takes each document's bytes straight out of the file (no decode and re-encode) and compaction writes
// them back the same way.
import { deserialize, serialize, type Document } from 'bson';
import { decodeDoc } from './doc-store';
import { sameBytes } from './index-view';

export interface PutRecord {
  o: 'put';
  db: string;
  c: string;
  /** The document's bytes: a view into the file's buffer, kept as the stored document. */
  raw: Uint8Array;
  /** The document decoded (which proves its bytes whole) when asked for; not kept. */
  d?: Document;
}

const STRING = 0x02;
const DOCUMENT = 0x03;

function cstring(name: string): Buffer {
  return Buffer.from(`${name}\0`, 'utf8');
}

function stringElement(name: string, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const len = Buffer.alloc(4);
  len.writeInt32LE(bytes.length + 1);
  return Buffer.concat([Buffer.from([STRING]), cstring(name), len, bytes, Buffer.from([0])]);
}

/** The bytes of `{ o: 'put', db, c, d }` with `d` given as its BSON bytes (the same bytes serialize would give). */
export function encodePut(db: string, c: string, raw: Uint8Array): Buffer {
  const body = Buffer.concat([
    stringElement('o', 'put'),
    stringElement('db', db),
    stringElement('c', c),
    Buffer.from([DOCUMENT]),
    cstring('d'),
    raw,
  ]);
  const out = Buffer.alloc(4 + body.length + 1);
  out.writeInt32LE(out.length);
  body.copy(out, 4);
  return out;
}

export function encodeRecord(record: Document): Buffer {
  return Buffer.from(serialize(record));
}

// Records come in long runs of one database and collection: their names are decoded once per run.
const lastBytes: Buffer[] = [];
const lastStrings: string[] = [];

function text(buf: Buffer, start: number, end: number, slot: number): string {
  const previous = lastBytes[slot];
  if (previous && sameBytes(buf, start, end, previous)) return lastStrings[slot]!;
  lastBytes[slot] = Buffer.from(buf.subarray(start, end));
  return (lastStrings[slot] = buf.toString('utf8', start, end));
}

const NAMES = { o: Buffer.from('o'), db: Buffer.from('db'), c: Buffer.from('c') };

/** Reads a top-level string element at `at`, or null if the element is not the string `name`. */
function readString(buf: Buffer, at: number, name: 'o' | 'db' | 'c', slot: number): { value: string; next: number } | null {
  if (buf[at] !== STRING) return null;
  const bytes = NAMES[name];
  const nameEnd = at + 1 + bytes.length;
  if (!sameBytes(buf, at + 1, nameEnd, bytes) || buf[nameEnd] !== 0) return null;
  const len = buf.readInt32LE(nameEnd + 1);
  const start = nameEnd + 5;
  if (len < 1 || start + len > buf.length || buf[start + len - 1] !== 0) return null;
  return { value: text(buf, start, start + len - 1, slot), next: start + len };
}

/**
 * One record of a journal or snapshot: a put as its document's bytes (a view into `buf`, not a copy),
 * with the document decoded if `decodePuts`, anything else decoded. Throws on bytes that are not a
 * well-formed record.
 */
export function decodeRecord(buf: Buffer, { decodePuts }: { decodePuts: boolean }): PutRecord | Document {
  const o = readString(buf, 4, 'o', 0);
  if (o?.value === 'put') {
    const db = readString(buf, o.next, 'db', 1);
    const c = db && readString(buf, db.next, 'c', 2);
    const at = c ? c.next : -1;
    if (c && buf[at] === DOCUMENT && buf[at + 1] === 0x64 /* d */ && buf[at + 2] === 0) {
      const start = at + 3;
      const size = buf.readInt32LE(start);
      // The document ends the record: its size plus the record's closing 0 reach the end exactly.
      if (size >= 5 && start + size + 1 === buf.length && buf[start + size - 1] === 0 && buf[buf.length - 1] === 0) {
        const raw = buf.subarray(start, start + size);
        return { o: 'put', db: db!.value, c: c.value, raw, ...(decodePuts && { d: decodeDoc(raw) }) };
      }
    }
  }
  return deserialize(buf, { promoteLongs: true });
}

export const isPutRecord = (record: PutRecord | Document): record is PutRecord => record.o === 'put' && 'raw' in record;
