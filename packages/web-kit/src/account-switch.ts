// Two tabs of one browser share one session. When another tab signs in as a different account, the
// pages open here were loaded for the previous one (its requests, its drafts): they must not stay on
// screen under the new name, nor send anything for the new account.
import { useEffect, useState } from 'react';
import { accountOf, getSession, isChangeFromOtherTab, subscribe, type Session } from './session-store';

/**
 * Calls `onSwitched` with the new session when another tab replaces the account this tab last showed
 * by a different one (also after a sign-out in between). A sign-in made in this tab is this tab's own.
 */
export function watchAccountSwitch(onSwitched: (session: Session) => void): () => void {
  let shown = accountOf(getSession());
  return subscribe(() => {
    const session = getSession();
    const account = accountOf(session);
    if (!session || !account) return;
    if (isChangeFromOtherTab() && shown && account !== shown) onSwitched(session);
    else shown = account;
  });
}

/** The session another tab switched this tab to (see watchAccountSwitch), or null while there is none. */
export function useAccountSwitch(): Session | null {
  const [switched, setSwitched] = useState<Session | null>(null);
  useEffect(() => watchAccountSwitch(setSwitched), []);
  return switched;
}
