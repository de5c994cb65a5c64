import { useEffect, useState } from 'react';

export type SignedInParts = typeof import('./signed-in');

let loaded: SignedInParts | undefined;
let loading: Promise<SignedInParts> | undefined;

/** Loads the signed-in parts of the chrome once; a failed load is tried again by the next call. */
export function loadSignedIn(): Promise<SignedInParts> {
  loading ??= import(/* webpackChunkName: "signed-in" */ './signed-in').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The signed-in parts once their code is here, loading it while `needed` (someone is signed in). The
 * shell's start-up loads it before the first render when a session is stored, so a signed-in page
 * renders its account menu at once; a visitor never downloads it.
 */
export function useSignedIn(needed: boolean): SignedInParts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (!needed || parts) return;
    let current = true;
    loadSignedIn().then(
      (loadedParts) => current && setParts(loadedParts),
      () => {
        // The account button stays a placeholder; the next sign-in or page load tries again.
      },
    );
    return () => {
      current = false;
    };
  }, [needed, parts]);
  return parts;
}
