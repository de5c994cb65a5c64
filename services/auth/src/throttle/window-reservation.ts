// Fixed windows counted before they are judged (server-kit's window-counter.ts): a request takes one hit
// in each of its windows at once, then the counts those hits got are compared with the limits. N parallel
// requests see N different counts, so at most the limit of them pass; reading a count and adding to it
// afterwards would let through every request that read before the first one added.
import type { WindowCount, WindowCounter } from '@agency/server-kit';

export interface GuessWindow {
  max: number;
  windowMs: number;
}

/** The hits one request holds, to give back when it was not judged after all. */
export type Taken = Array<{ key: string; window: WindowCount }>;

export async function giveBackWindows(counter: WindowCounter, taken: Taken): Promise<void> {
  await Promise.all(taken.map(({ key, window }) => counter.release(key, window)));
}

/**
 * Counts one hit in each window into `taken`; when any window is over its max, gives every hit in `taken`
 * back and throws `refuse(seconds until that window ends)`.
 */
export async function takeWindows(
  counter: WindowCounter,
  taken: Taken,
  entries: Array<[string, GuessWindow]>,
  at: Date,
  refuse: (retryAfterSeconds: number) => Error,
): Promise<void> {
  const hits = await Promise.all(entries.map(async ([key, limit]) => ({ key, limit, window: await counter.hit(key, limit.windowMs, at) })));
  taken.push(...hits.map(({ key, window }) => ({ key, window })));
  const full = hits.find(({ window, limit }) => window.count > limit.max);
  if (!full) return;
  await giveBackWindows(counter, taken);
  throw refuse(Math.max(1, Math.ceil((full.window.expiresAt.getTime() - at.getTime()) / 1000)));
}
