/**
 * One answer fetched ahead (say, while a page's code downloads) and handed to the page once, if it is
 * still fresh: the page's first render can show it, and a retry or a later visit asks the server again.
 */
export interface Prefetch<T> {
  /** Starts the request now; a failure is left to the page that takes it. */
  start: () => void;
  /** The answer if it has already arrived and is fresh (used once), else undefined. */
  take: () => T | undefined;
  /** The fresh prefetched request (used once), else a new one. */
  get: (signal?: AbortSignal) => Promise<T>;
}

export function createPrefetch<T>(fetch: (signal?: AbortSignal) => Promise<T>, freshMs = 5000): Prefetch<T> {
  let entry: { promise: Promise<T>; at: number; data?: T } | null = null;
  const fresh = () => (entry && Date.now() - entry.at < freshMs ? entry : null);
  return {
    start() {
      const started: NonNullable<typeof entry> = { promise: fetch(), at: Date.now() };
      started.promise.then(
        (data) => (started.data = data),
        () => undefined,
      );
      entry = started;
    },
    take() {
      const data = fresh()?.data;
      if (data !== undefined) entry = null;
      return data;
    },
    get(signal) {
      const early = fresh();
      entry = null;
      return early ? early.promise : fetch(signal);
    },
  };
}
