/**
 * Callers that arrive while a call is under way share its answer instead of starting their own: a burst
 * of N requests that all need the same remote read makes one call, not N (which is what times out when
 * the other service is slow). Nothing is kept once the call settles, so the next caller reads afresh.
 */
export function singleFlight<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= call().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
