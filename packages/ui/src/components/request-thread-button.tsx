import { useState, type ReactNode } from 'react';
import { useRequestThreadView, useUnreadThreads } from '@agency/web-kit';
import { Button } from './button';
import { Dialog } from './dialog';
import { ThreadView } from './thread-view';
import { UnreadBadge } from './unread-badge';

export interface ThreadButtonProps {
  title: string;
  unread: number;
  /** Open from the start (a link straight to the thread). */
  startOpen?: boolean;
  /** The thread, mounted only while the dialog is open. */
  children: ReactNode;
}

/** "Messages" with an unread count; opens `children` in a dialog titled "Messages · <title>". */
export function ThreadButton({ title, unread, startOpen = false, children }: ThreadButtonProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="open-thread">
        Messages
        <UnreadBadge count={unread} />
      </Button>
      {open && (
        <Dialog title={`Messages · ${title}`} onClose={() => setOpen(false)}>
          {children}
        </Dialog>
      )}
    </>
  );
}

function RequestThread({ requestId }: { requestId: string }) {
  return <ThreadView {...useRequestThreadView(requestId)} />;
}

// A link from an e-mail (?thread=<request id>) opens that request's thread at once.
const linkedThread = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('thread'));

/**
 * A request's thread as the customer's history, the admin's request page and a member's task cards show
 * it: the button with the request's unread count, the live thread in a dialog.
 */
export function RequestThreadButton({ requestId, title }: { requestId: string; title: string }) {
  const unread = useUnreadThreads();
  const [startOpen] = useState(() => linkedThread() === requestId);
  return (
    <ThreadButton title={title} unread={unread.countFor(requestId)} startOpen={startOpen}>
      <RequestThread requestId={requestId} />
    </ThreadButton>
  );
}
