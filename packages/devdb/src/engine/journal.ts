// Durability. Every acknowledged change is appended to the journal with a synchronous write before the
// reply, so a kill -9 loses at most the write in flight, and a torn last record is cut off on load.
// Now and then the state is written as a new snapshot (temp file, fsync, rename) that starts a new
// journal generation: snapshot.bson names its generation, and only journal-<generation>.bson is
// replayed over it. A crash at any point of that switch leaves one consistent pair.
import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import { decodeRecord, encodeRecord } from './records';
import { takeLock } from './folder-lock';

const SNAPSHOT = 'snapshot.bson';
const DEFAULT_COMPACT_BYTES = 16 * 1024 * 1024;

export interface JournalOptions {
  /** The journal is folded into a new snapshot once it is larger than this and than the last snapshot. */
  compactAfterBytes?: number;
}
const WRITE_CHUNK = 1024 * 1024;

// Generation 0 is the original layout (snapshot without header, journal.bson); still loaded.
const journalName = (generation: number) => (generation === 0 ? 'journal.bson' : `journal-${generation}.bson`);

/**
 * Hands each whole record of `file` to `apply` in order, as it is read (a document is decoded, indexed
 * and let go before the next one, so start-up never holds every document decoded at once). Stops at the
 * first record that is cut short or does not decode; errors thrown by `apply` are replay errors.
 */
function readRecords(
  file: string,
  decodePuts: boolean,
  apply: (record: Document, index: number) => void,
): { validBytes: number; totalBytes: number } {
  const buf = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
  let offset = 0;
  let index = 0;
  while (offset + 4 <= buf.length) {
    const size = buf.readInt32LE(offset);
    if (size < 5 || offset + size > buf.length) break;
    let record: Document;
    try {
      record = decodeRecord(buf.subarray(offset, offset + size), { decodePuts });
    } catch {
      break;
    }
    try {
      apply(record, index++);
    } catch (err) {
      throw new Error(`cannot replay record ${index - 1} of ${path.basename(file)}: ${(err as Error).message}`);
    }
    offset += size;
  }
  return { validBytes: offset, totalBytes: buf.length };
}

export class Journal {
  private pending: Buffer[] = [];
  private journalBytes: number;
  private snapshotBytes: number;

  private constructor(
    private readonly dir: string,
    private generation: number,
    private fd: number,
    private readonly unlock: () => void,
    private readonly compactAfterBytes: number,
  ) {
    this.journalBytes = fs.fstatSync(fd).size;
    const snapshot = path.join(dir, SNAPSHOT);
    this.snapshotBytes = fs.existsSync(snapshot) ? fs.statSync(snapshot).size : 0;
  }

  /** Opens the folder (one server per folder), replaying snapshot then journal into `apply`. */
  static open(dir: string, apply: (record: Document) => void, options: JournalOptions = {}): Journal {
    fs.mkdirSync(dir, { recursive: true });
    const unlock = takeLock(dir);
    try {
      fs.rmSync(path.join(dir, `${SNAPSHOT}.tmp`), { force: true }); // an unfinished compaction
      let generation = 0;
      // A damaged snapshot stops the start-up (the store read so far is thrown away with it). The
      // snapshot was complete and fsynced before it was renamed into place, so its documents are read
      // as far as their indexes need (Collection.load); the journal's, whose last record a crash may
      // have torn, are decoded whole, which proves each one intact before it is applied.
      const snapshot = readRecords(path.join(dir, SNAPSHOT), false, (record, index) => {
        if (index === 0 && record.o === 'header') generation = Number(record.generation);
        else apply(record);
      });
      if (snapshot.validBytes !== snapshot.totalBytes) throw new Error(`${SNAPSHOT} is damaged at byte ${snapshot.validBytes}`);

      const journalFile = path.join(dir, journalName(generation));
      const journal = readRecords(journalFile, true, apply);
      if (journal.validBytes < journal.totalBytes) {
        fs.truncateSync(journalFile, journal.validBytes); // a torn write from a crash: never acknowledged
        console.warn(`devdb: cut a torn record (never acknowledged) off the end of ${journalFile}`);
      }
      for (const file of fs.readdirSync(dir)) {
        if (/^journal(-\d+)?\.bson$/.test(file) && file !== journalName(generation)) fs.rmSync(path.join(dir, file));
      }
      return new Journal(dir, generation, fs.openSync(journalFile, 'a'), unlock, options.compactAfterBytes ?? DEFAULT_COMPACT_BYTES);
    } catch (err) {
      unlock();
      throw err;
    }
  }

  /** Queues a record's bytes (records.ts) for the next flush. */
  record(bytes: Buffer): void {
    this.pending.push(bytes);
  }

  /** Writes what the last command changed; called before the command's reply is sent. */
  flush(): void {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    fs.writeSync(this.fd, data);
    this.journalBytes += data.length;
  }

  /** Growing thresholds keep the rewriting proportional to the data written (amortised O(1) per write). */
  wantsCompaction(): boolean {
    return this.journalBytes > Math.max(this.compactAfterBytes, this.snapshotBytes);
  }

  /** Writes the current state as the snapshot of the next generation and starts its empty journal. */
  compact(state: Iterable<Buffer>): void {
    this.flush();
    const next = this.generation + 1;
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    let chunk: Buffer[] = [encodeRecord({ o: 'header', generation: next })];
    let chunkBytes = 0;
    let total = chunk[0]!.length;
    for (const bytes of state) {
      chunk.push(bytes);
      chunkBytes += bytes.length;
      total += bytes.length;
      if (chunkBytes >= WRITE_CHUNK) {
        fs.writeSync(fd, Buffer.concat(chunk));
        chunk = [];
        chunkBytes = 0;
      }
    }
    fs.writeSync(fd, Buffer.concat(chunk));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT)); // from here on, generation `next` is the truth
    const nextFd = fs.openSync(path.join(this.dir, journalName(next)), 'w');
    fs.closeSync(this.fd);
    fs.rmSync(path.join(this.dir, journalName(this.generation)), { force: true });
    this.fd = nextFd;
    this.generation = next;
    this.journalBytes = 0;
    this.snapshotBytes = total;
  }

  close(): void {
    this.flush();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    this.unlock();
  }
}
