// All databases and collections of one server. Every change goes through `apply`, both live and when
// replaying the journal, so what is on disk and what is in memory cannot drift apart.
import { serialize, type Document } from 'bson';
import { ByteArena } from './byte-arena';
import { Collection, type IndexSpec } from './collection';
import { valueKey, valuesAtPath } from './keys';
import { Journal, type JournalOptions } from './journal';
import { encodePut, encodeRecord } from './records';

type Change =
  | { o: 'create'; db: string; c: string }
  | { o: 'drop'; db: string; c: string }
  | { o: 'dropDatabase'; db: string }
  | { o: 'createIndex'; db: string; c: string; spec: IndexSpec }
  | { o: 'dropIndex'; db: string; c: string; name: string }
  // `raw`: the document's BSON bytes when they are at hand (read from disk), else encoded from `d`;
  // a snapshot's put comes without `d` (Collection.load reads what it needs of the bytes).
  | { o: 'put'; db: string; c: string; d?: Document; raw?: Uint8Array }
  | { o: 'remove'; db: string; c: string; id: unknown };

export class Store {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private journal: Journal | null = null;
  private readonly arena = new ByteArena();

  /** Memory only without a folder; with one, loads what it holds and journals every change to it. */
  static open(dbPath?: string, options: JournalOptions = {}): Store {
    const store = new Store();
    if (dbPath) store.journal = Journal.open(dbPath, (record) => store.apply(record as Change, true), options);
    return store;
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collectionNames(db: string): string[] {
    return [...(this.dbs.get(db)?.keys() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created (and journaled) on first use as MongoDB does on first write. */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? (this.change({ o: 'create', db, c: name }), this.collection(db, name)!);
  }

  change(change: Change): void {
    if (change.o === 'put') {
      // Encoded once: the stored document and its journal record are the same bytes (kept in the arena,
      // not in the slab of Node's pool that serialize used).
      const raw = change.raw ?? this.arena.keep(serialize(change.d!));
      this.apply({ ...change, raw });
      this.journal?.record(encodePut(change.db, change.c, raw));
      return;
    }
    this.apply(change);
    this.journal?.record(encodeRecord(change));
  }

  /** Makes the last command's changes durable; called before its reply is sent. */
  commit(): void {
    if (!this.journal) return;
    this.journal.flush();
    if (this.journal.wantsCompaction()) this.journal.compact(this.snapshot());
  }

  /** Deletes the documents whose TTL index date has passed (MongoDB's TTL monitor); returns how many. */
  expire(now = Date.now()): number {
    let removed = 0;
    for (const [db, collections] of this.dbs) {
      for (const [c, collection] of collections) {
        for (const { field, seconds } of collection.ttlIndexes()) {
          for (const doc of [...collection.docs.values()]) {
            if (isExpired(doc, field, seconds, now)) {
              this.change({ o: 'remove', db, c, id: doc._id });
              removed++;
            }
          }
        }
      }
    }
    return removed;
  }

  /** Builds, one per step, every index not yet built (see SecondaryIndex.built); stop by not stepping. */
  *indexesToBuild(): Generator<void> {
    for (const db of this.databaseNames()) {
      for (const name of this.collectionNames(db)) {
        // Looked up again at each step: a collection may be dropped in between.
        for (const index of this.collection(db, name)?.unbuiltIndexes() ?? []) {
          if (this.collection(db, name)?.index(index.spec.name) !== index.spec) continue;
          index.build();
          yield;
        }
      }
    }
  }

  close(): void {
    this.journal?.close();
    this.journal = null;
  }

  /** `replay`: a change read back from the folder, checked when it was made (Collection.put). */
  private apply(change: Change, replay = false): void {
    switch (change.o) {
      case 'create': {
        let db = this.dbs.get(change.db);
        if (!db) this.dbs.set(change.db, (db = new Map()));
        if (!db.has(change.c)) db.set(change.c, new Collection(`${change.db}.${change.c}`));
        return;
      }
      case 'drop':
        this.dbs.get(change.db)?.delete(change.c);
        return;
      case 'dropDatabase':
        this.dbs.delete(change.db);
        return;
      case 'createIndex':
        this.collection(change.db, change.c)?.addIndex(change.spec, { replay });
        return;
      case 'dropIndex':
        this.collection(change.db, change.c)?.dropIndex(change.name);
        return;
      case 'put': {
        const collection = this.collection(change.db, change.c);
        if (change.d) collection?.put(change.d, change.raw ?? serialize(change.d), { replay });
        else if (change.raw) collection?.load(change.raw);
        return;
      }
      case 'remove':
        this.collection(change.db, change.c)?.remove(valueKey(change.id));
        return;
    }
  }

  /** The state as records; documents go out as the bytes they are stored as. */
  private *snapshot(): Generator<Buffer> {
    for (const [db, collections] of this.dbs) {
      for (const [c, collection] of collections) {
        yield encodeRecord({ o: 'create', db, c });
        for (const spec of collection.indexSpecs().slice(1)) yield encodeRecord({ o: 'createIndex', db, c, spec });
        for (const [, raw] of collection.docs.rawEntries()) yield encodePut(db, c, raw);
      }
    }
  }
}

/** A TTL index expires a document by its date field, or by the earliest date of an array of dates. */
function isExpired(doc: Document, field: string, seconds: number, now: number): boolean {
  const values = valuesAtPath(doc, field).filter((v): v is Date => v instanceof Date);
  if (values.length === 0) return false;
  return Math.min(...values.map((d) => d.getTime())) + seconds * 1000 <= now;
}
