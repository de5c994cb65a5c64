import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Mark completed" waits before it is sent, so the member can take it back. */
export const UNDO_WINDOW_MS = 5_000;

/**
 * "Mark completed" as a careful tool does it: the call waits UNDO_WINDOW_MS, and Undo cancels it before
 * anything reached the server (nothing to reverse there, and no one is told of a completion that was
 * not meant). Leaving the page meanwhile sends it at once, as a page that is closed sends it with
 * keepalive: the member asked for it and saw no Undo.
 */
export function useUndoableCompletion(complete: () => void, sendOnLeave: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef({ complete, sendOnLeave });
  useEffect(() => {
    latest.current = { complete, sendOnLeave };
  });

  const stop = () => {
    if (!timer.current) return false;
    clearTimeout(timer.current);
    timer.current = null;
    return true;
  };

  useEffect(() => {
    const leave = () => {
      if (stop()) latest.current.sendOnLeave();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const start = useCallback(() => {
    stop();
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      latest.current.complete();
    }, UNDO_WINDOW_MS);
  }, []);

  const undo = useCallback(() => {
    stop();
    setPending(false);
  }, []);

  return { pending, start, undo };
}
