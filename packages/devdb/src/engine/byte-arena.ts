// Where a written document's bytes are kept. bson's serialize returns a view into Node's shared 8 KB
// Buffer pool, whose slabs also hold the short-lived buffers of the same write (the journal record's
// pieces, the wire message's strings): a stored view kept its whole slab alive. After the large agency's
// fill, 107,310 documents of 32.3 MB held 11,597 slabs, 90.6 MB. Copied into chunks that hold nothing
// but stored documents, the bytes cost about their size. A chunk is freed when none of its documents is
// left; the bytes of a replaced or deleted one stay until then, as they did in a shared slab.
const CHUNK = 16 * 1024;
// A document bigger than this gets a buffer of its own rather than most of a chunk.
const OWN_BUFFER_FROM = CHUNK / 4;

export class ByteArena {
  private chunk = Buffer.allocUnsafeSlow(0);
  private used = 0;

  /** A copy of `bytes` in memory that nothing else shares. */
  keep(bytes: Uint8Array): Buffer {
    const n = bytes.byteLength;
    if (n > OWN_BUFFER_FROM) {
      const own = Buffer.allocUnsafeSlow(n);
      own.set(bytes);
      return own;
    }
    if (this.used + n > this.chunk.byteLength) {
      this.chunk = Buffer.allocUnsafeSlow(CHUNK);
      this.used = 0;
    }
    const view = this.chunk.subarray(this.used, this.used + n);
    view.set(bytes);
    this.used += n;
    return view;
  }
}
