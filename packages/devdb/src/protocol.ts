// The MongoDB wire protocol framing: OP_MSG for commands, OP_QUERY/OP_REPLY for the legacy handshake.
import { serialize, deserialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const OP_COMPRESSED = 2012;

const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;
const HEADER_SIZE = 16;

export interface Incoming {
  requestId: number;
  opCode: number;
  flags: number;
  command: Document;
}

// promoteLongs keeps int64 as numbers where safe; cursor ids are compared as numbers.
const DESERIALIZE_OPTIONS = { promoteLongs: true, promoteValues: true };

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  return [buf.toString('utf8', offset, end), end + 1];
}

function parseMsg(body: Buffer): { flags: number; command: Document } {
  if (body.length < 5) throw new Error('OP_MSG too short');
  const flags = body.readUInt32LE(0);
  const end = body.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let offset = 4;
  let command: Document | null = null;
  const sequences: Record<string, Document[]> = {};
  while (offset < end) {
    const kind = body[offset++];
    if (kind === 0) {
      const size = body.readInt32LE(offset);
      command = deserialize(body.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
      offset += size;
    } else if (kind === 1) {
      const size = body.readInt32LE(offset);
      const sectionEnd = offset + size;
      const [identifier, docsStart] = readCString(body, offset + 4);
      const docs: Document[] = [];
      for (let p = docsStart; p < sectionEnd;) {
        const docSize = body.readInt32LE(p);
        docs.push(deserialize(body.subarray(p, p + docSize), DESERIALIZE_OPTIONS));
        p += docSize;
      }
      sequences[identifier] = docs;
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  // Kind-1 sections (e.g. insert's documents) are fields of the command, as the server sees them.
  return { flags, command: { ...command, ...sequences } };
}

function parseQuery(body: Buffer): Document {
  const [, afterName] = readCString(body, 4);
  const docStart = afterName + 8; // numberToSkip, numberToReturn
  const size = body.readInt32LE(docStart);
  return deserialize(body.subarray(docStart, docStart + size), DESERIALIZE_OPTIONS);
}

export const MAX_MESSAGE_BYTES = 48_000_000;

/** Parses one complete message (header included). */
export function parseMessage(frame: Buffer): Incoming {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  const body = frame.subarray(HEADER_SIZE);
  if (opCode === OP_MSG) return { requestId, opCode, ...parseMsg(body) };
  if (opCode === OP_QUERY) return { requestId, opCode, flags: 0, command: parseQuery(body) };
  return { requestId, opCode, flags: 0, command: {} };
}

/**
 * Cuts a TCP byte stream into whole messages. Chunks are kept as they arrive and joined once per
 * message, so a large insert arriving in many chunks is not copied over and over.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks[0]!.length >= 4 ? this.chunks[0]! : this.join();
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_BYTES) throw new Error(`invalid message length ${length}`);
      if (this.buffered < length) break;
      const all = this.join();
      frames.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return frames;
  }

  private join(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0]!;
  }
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(HEADER_SIZE);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeMsgReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const length = HEADER_SIZE + 4 + 1 + body.length;
  const prefix = Buffer.alloc(5); // flagBits 0, section kind 0
  return Buffer.concat([header(length, responseTo, OP_MSG), prefix, body], length);
}

export function encodeLegacyReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const length = HEADER_SIZE + fields.length + body.length;
  return Buffer.concat([header(length, responseTo, OP_REPLY), fields, body], length);
}
