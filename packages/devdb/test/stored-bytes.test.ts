// A written document's bytes are kept in memory of their own (engine/byte-arena.ts): what the store
// holds for its documents is about their size, not the slabs of Node's shared Buffer pool that the
// write's short-lived buffers (its journal record, the wire message) also used.
import { serialize } from 'bson';
import { ByteArena } from '../src/engine/byte-arena';
import { Store } from '../src/engine/store';
import { tempDir } from './helpers/folders';

/** The documents' own bytes, and the memory their buffers keep alive. */
function heldBy(store: Store, db: string, c: string): { own: number; held: number } {
  const buffers = new Set<ArrayBufferLike>();
  let own = 0;
  for (const [, raw] of store.collection(db, c)!.docs.rawEntries()) {
    own += raw.byteLength;
    buffers.add(raw.buffer);
  }
  return { own, held: [...buffers].reduce((n, b) => n + b.byteLength, 0) };
}

test('when 5,000 documents are written to a journaled store, then their bytes keep no more than a tenth over their size alive', () => {
  const store = Store.open(tempDir());
  try {
    store.ensureCollection('app', 'requests');
    for (let n = 0; n < 5000; n++) {
      store.change({ o: 'put', db: 'app', c: 'requests', d: { _id: n, status: 'PENDING', note: `request ${n}`, at: new Date() } });
      store.commit();
    }
    const { own, held } = heldBy(store, 'app', 'requests');
    expect(own).toBeGreaterThan(5000 * 50);
    expect(held).toBeLessThanOrEqual(own * 1.1);
  } finally {
    store.close();
  }
});

test('when bytes are kept, then the copy is equal, shares nothing with the original, and a big one has a buffer of its own', () => {
  const arena = new ByteArena();
  const small = serialize({ a: 1 });
  const kept = arena.keep(small);
  small[4] = 0x7f;
  expect(kept.equals(Buffer.from(serialize({ a: 1 })))).toBe(true);

  const big = Buffer.alloc(10_000, 1);
  const bigKept = arena.keep(big);
  expect(bigKept.equals(big)).toBe(true);
  expect(bigKept.buffer.byteLength).toBe(10_000);
  // The next small one still goes into the current chunk, beside the first.
  expect(arena.keep(serialize({ b: 2 })).buffer).toBe(kept.buffer);
});
