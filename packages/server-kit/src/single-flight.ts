/**
 * Callers that arrive while a call is under way share its answer instead of starting their own: a burst
 * of N requests that all need the same remote read makes one call, not N (which is what times out when
 * the other service is slow). Nothing is kept once the call settles, so the next caller reads afresh.
 */
export function singleFlight<T>(call: () => Promise<T>): () => Promise<T> {
  const byKey = singleFlightByKey(call);
  return () => byKey('');
}

/** singleFlight per key: callers share a call only with those asking for the same key (e.g. one id). */
export function singleFlightByKey<T>(call: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key) => {
    let shared = inFlight.get(key);
    if (!shared) {
      shared = call(key).finally(() => inFlight.delete(key));
      inFlight.set(key, shared);
    }
    return shared;
  };
}
