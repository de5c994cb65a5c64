import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server HTML and in the first render in the browser (so hydration finds the markup it was
 * served), true from a render right after that first commit. For what only the app can draw, such as a part
 * read from the API. The second render is a transition: a store whose browser snapshot differs from its
 * server one (useSyncExternalStore) re-renders at once and synchronously, which made React hydrate the
 * whole page in one long task instead of in slices.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
