import { useEffect, useState } from 'react';

// Links already acted on: one per navigation (React Router's history key) and address.
const claimed = new Set<string>();

/**
 * Whether a request's thread dialog is open, starting open when the page was reached by a link to it
 * (`?thread=<request id>`, the link in a notification e-mail). Only the first place on the page that
 * shows the request opens it: a member's current task is also in their task history, and two dialogs
 * for one link would stack.
 */
export function useLinkedThreadOpen(requestId: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('thread') !== requestId) return;
    const link = `${(window.history.state as { key?: string } | null)?.key ?? ''}|${window.location.href}`;
    if (claimed.has(link)) return;
    claimed.add(link);
    setOpen(true);
  }, [requestId]);
  return [open, setOpen];
}
