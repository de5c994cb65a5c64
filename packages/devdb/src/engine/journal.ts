// Durability: every acknowledged change is appended to journal.bson (a synchronous write before the
// reply), and the journal is folded into snapshot.bson now and then (written to a temp file, fsynced,
// renamed). A kill -9 loses at most the write in flight; a torn last record is cut off on load.
import fs from 'node:fs';
import path from 'node:path';
import { serialize, deserialize, type Document } from 'bson';

const SNAPSHOT = 'snapshot.bson';
const JOURNAL = 'journal.bson';
const LOCK = 'devdb.lock';
const MIN_COMPACT_BYTES = 16 * 1024 * 1024;

function* readRecords(file: string): Generator<{ record: Document; end: number }, number> {
  if (!fs.existsSync(file)) return 0;
  const buf = fs.readFileSync(file);
  let offset = 0;
  while (offset + 4 <= buf.length) {
    const size = buf.readInt32LE(offset);
    if (size < 5 || offset + size > buf.length) break;
    let record: Document;
    try {
      record = deserialize(buf.subarray(offset, offset + size), { promoteLongs: true });
    } catch {
      break;
    }
    offset += size;
    yield { record, end: offset };
  }
  return offset;
}

export class Journal {
  private fd: number;
  private pending: Buffer[] = [];
  private journalBytes: number;

  private constructor(private readonly dir: string) {
    this.fd = fs.openSync(path.join(dir, JOURNAL), 'a');
    this.journalBytes = fs.fstatSync(this.fd).size;
  }

  /** Opens the folder (one server per folder), replaying snapshot then journal into `apply`. */
  static open(dir: string, apply: (record: Document) => void): Journal {
    fs.mkdirSync(dir, { recursive: true });
    takeLock(dir);
    for (const { record } of readRecords(path.join(dir, SNAPSHOT))) apply(record);
    const journalFile = path.join(dir, JOURNAL);
    let validEnd = 0;
    const records = readRecords(journalFile);
    for (let step = records.next(); !step.done; step = records.next()) {
      apply(step.value.record);
      validEnd = step.value.end;
    }
    if (fs.existsSync(journalFile) && fs.statSync(journalFile).size > validEnd) {
      fs.truncateSync(journalFile, validEnd); // a torn write from a crash: never acknowledged
    }
    return new Journal(dir);
  }

  record(record: Document): void {
    this.pending.push(Buffer.from(serialize(record)));
  }

  /** Writes what the last command changed; called before the command's reply is sent. */
  flush(): void {
    if (this.pending.length === 0) return;
    const data = Buffer.concat(this.pending);
    this.pending = [];
    fs.writeSync(this.fd, data);
    this.journalBytes += data.length;
  }

  wantsCompaction(stateBytesEstimate: number): boolean {
    return this.journalBytes > Math.max(MIN_COMPACT_BYTES, stateBytesEstimate * 2);
  }

  /** Replaces snapshot + journal by a snapshot of the current state. */
  compact(state: Iterable<Document>): void {
    this.flush();
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    for (const record of state) fs.writeSync(fd, serialize(record));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    // Replaying the old journal over the new snapshot is harmless (records are idempotent), so a
    // crash between the rename and this truncate loses nothing.
    fs.ftruncateSync(this.fd, 0);
    this.journalBytes = 0;
  }

  close(): void {
    this.flush();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    fs.rmSync(path.join(this.dir, LOCK), { force: true });
  }
}

function takeLock(dir: string): void {
  const lock = path.join(dir, LOCK);
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`${dir} is in use by devdb process ${pid}`);
    }
  }
  fs.writeFileSync(lock, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
