// How every front end loads code it fetches on demand (a page's chunks and CSS, a remote's entry): a
// failed try is tried again, at most CODE_LOAD_TRIES times in all, with a growing pause, and then the
// failure is given to the caller, which shows "This section is currently unavailable" with Retry.

/** Tries in all, the first included. */
export const CODE_LOAD_TRIES = 3;
/** The pause before the 2nd and the 3rd try: a short blip is bridged, a broken file is not hammered. */
export const RETRY_PAUSES_MS: readonly number[] = [400, 1200];

export interface RetryOptions {
  /**
   * Runs after a failed try, before the pause and the next try. Throwing stops the tries and rejects with
   * what it threw (the shell stops when a remote turns out to have been released meanwhile).
   */
  beforeRetry?: (error: unknown, triesSoFar: number) => unknown;
  /** Overrides RETRY_PAUSES_MS (its length + 1 is the number of tries). */
  pausesMs?: readonly number[];
}

/**
 * A load that timed out (Rspack's ChunkLoadError and the shell's time-outs say `type: 'timeout'`) is not
 * tried again: the visitor has already waited the whole time-out once.
 */
export function isTimeout(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === 'timeout';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Each front end bundles its own copy of this module; a global key lets the host (the shell) give all of
// them one policy between tries.
const DEFAULT_BEFORE_RETRY = Symbol.for('agency.mf-config.beforeRetry');
type BeforeRetry = NonNullable<RetryOptions['beforeRetry']>;

/**
 * Sets the `beforeRetry` of every load that does not pass its own, in every front end on the page: the
 * shell uses it to stop the tries of a remote's sub-page when that remote was released meanwhile.
 */
export function setDefaultBeforeRetry(hook: BeforeRetry | undefined): void {
  (globalThis as Record<symbol, unknown>)[DEFAULT_BEFORE_RETRY] = hook;
}

function defaultBeforeRetry(): BeforeRetry | undefined {
  const hook = (globalThis as Record<symbol, unknown>)[DEFAULT_BEFORE_RETRY];
  return typeof hook === 'function' ? (hook as BeforeRetry) : undefined;
}

/**
 * Calls `load` until it succeeds, at most `pausesMs.length + 1` times. Calling a dynamic import again is
 * a real new download: Rspack forgets a chunk whose script or stylesheet failed and removes its tag.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const pauses = options.pausesMs ?? RETRY_PAUSES_MS;
  for (let tries = 1; ; tries++) {
    try {
      return await load();
    } catch (error) {
      if (tries > pauses.length || isTimeout(error)) throw error;
      await (options.beforeRetry ?? defaultBeforeRetry())?.(error, tries);
      await sleep(pauses[tries - 1] ?? 0);
    }
  }
}
