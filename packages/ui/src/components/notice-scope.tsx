import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';

interface Scope {
  owner: string | null;
  claim: (id: string) => void;
}

const NoticeScopeContext = createContext<Scope | null>(null);

/**
 * A page with several forms (Edit Profile, Settings): a message belongs to the attempt that caused it,
 * so when one form starts an attempt, what the others said before is no longer shown.
 */
export function NoticeScope({ children }: { children: ReactNode }) {
  const [owner, setOwner] = useState<string | null>(null);
  const scope = useMemo(() => ({ owner, claim: setOwner }), [owner]);
  return <NoticeScopeContext.Provider value={scope}>{children}</NoticeScopeContext.Provider>;
}

/**
 * A form's message (useState's pair): setting it, even to null at the start of an attempt, hides the
 * other forms' messages in the same NoticeScope. Outside a scope it is plain state.
 */
export function useScopedNotice<T>(): [T | null, (notice: T | null) => void] {
  const scope = useContext(NoticeScopeContext);
  const claim = scope?.claim;
  const id = useId();
  const [notice, setNotice] = useState<T | null>(null);
  const set = useCallback(
    (next: T | null) => {
      setNotice(next);
      claim?.(id);
    },
    [claim, id],
  );
  return [scope && scope.owner !== id ? null : notice, set];
}
