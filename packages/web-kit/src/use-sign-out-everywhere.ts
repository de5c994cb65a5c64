import { useState } from 'react';
import { signOutEverywhere } from './sign-out';

/**
 * "Sign out of all devices" for a button: `run` ends every session, then calls `onSignedOut`; a failure
 * is kept for the caller to word (pages word failures their own way) and the button can be pressed again.
 */
export function useSignOutEverywhere(onSignedOut: () => void) {
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await signOutEverywhere();
      onSignedOut();
    } catch (caught) {
      setFailure(caught);
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
