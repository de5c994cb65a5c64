// A sorted list in blocks of at most 2·BLOCK items: insert and delete cost a binary search and a splice
// of one block (O(log n + BLOCK)), and walking it in either direction from any position is O(1) a step.
const BLOCK = 512;

/** A place in the list: block `b`, item `i` of it. The end is { b: blocks.length, i: 0 }. */
export interface Position {
  b: number;
  i: number;
}

export class SortedList<T> {
  private readonly blocks: T[][] = [];
  private count = 0;

  /** `compare` must be a total order in which only an item equals itself (so delete finds the one). */
  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    this.count++;
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    const lastBlock = this.blocks[this.blocks.length - 1]!;
    if (this.compare(lastBlock[lastBlock.length - 1]!, item) < 0) {
      // Appending (keys arriving in order) is the common case: no search.
      lastBlock.push(item);
      if (lastBlock.length > 2 * BLOCK) this.blocks.push(lastBlock.splice(BLOCK));
      return;
    }
    const b = Math.min(
      this.firstBlock((last) => this.compare(last, item) >= 0),
      this.blocks.length - 1,
    );
    const block = this.blocks[b]!;
    block.splice(
      firstIndex(block, (x) => this.compare(x, item) > 0),
      0,
      item,
    );
    if (block.length > 2 * BLOCK) this.blocks.splice(b + 1, 0, block.splice(BLOCK));
  }

  /** Removes `item` (found by `compare`, which only the item itself equals); false if it is not there. */
  delete(item: T): boolean {
    const b = this.firstBlock((last) => this.compare(last, item) >= 0);
    const block = this.blocks[b];
    if (!block) return false;
    const i = firstIndex(block, (x) => this.compare(x, item) >= 0);
    if (i === block.length || this.compare(block[i]!, item) !== 0) return false;
    block.splice(i, 1);
    if (block.length === 0) this.blocks.splice(b, 1);
    this.count--;
    return true;
  }

  /** The first position whose item satisfies `pred`, which must be false, …, false, true, …, true along the list. */
  seek(pred: (item: T) => boolean): Position {
    const b = this.firstBlock((last) => pred(last));
    if (b === this.blocks.length) return { b, i: 0 };
    return { b, i: firstIndex(this.blocks[b]!, pred) };
  }

  start(): Position {
    return { b: 0, i: 0 };
  }

  end(): Position {
    return { b: this.blocks.length, i: 0 };
  }

  /** The items from `from` (included) to `to` (excluded), first to last, or last to first if `reverse`. */
  *between(from: Position, to: Position, reverse = false): Generator<T> {
    if (!reverse) {
      let { b, i } = from;
      while (b < to.b || (b === to.b && i < to.i)) {
        const block = this.blocks[b]!;
        yield block[i]!;
        if (++i === block.length) {
          b++;
          i = 0;
        }
      }
      return;
    }
    let { b, i } = to;
    while (b > from.b || (b === from.b && i > from.i)) {
      if (i === 0) {
        b--;
        i = this.blocks[b]!.length;
      }
      yield this.blocks[b]![--i]!;
    }
  }

  /** The index of the first block whose last item satisfies `pred` (blocks.length if none does). */
  private firstBlock(pred: (last: T) => boolean): number {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = this.blocks[mid]!;
      if (pred(block[block.length - 1]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

function firstIndex<T>(items: T[], pred: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(items[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
