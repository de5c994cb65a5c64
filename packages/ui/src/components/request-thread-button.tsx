import type { ReactNode } from 'react';
import { useLinkedThreadOpen, useRequestThreadView, useUnreadThreads } from '@agency/web-kit';
import { Button } from './button';
import { Dialog } from './dialog';
import { ThreadView } from './thread-view';
import { UnreadBadge } from './unread-badge';

export interface ThreadButtonProps {
  title: string;
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thread, mounted only while the dialog is open. */
  children: ReactNode;
}

/** "Messages" with an unread count; opens `children` in a dialog titled "Messages · <title>". */
export function ThreadButton({ title, unread, open, onOpenChange, children }: ThreadButtonProps) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onOpenChange(true)} data-testid="open-thread">
        Messages
        <UnreadBadge count={unread} />
      </Button>
      {open && (
        <Dialog title={`Messages · ${title}`} onClose={() => onOpenChange(false)}>
          {children}
        </Dialog>
      )}
    </>
  );
}

function RequestThread({ requestId }: { requestId: string }) {
  return <ThreadView {...useRequestThreadView(requestId)} />;
}

/**
 * A request's thread as the customer's history, the admin's request page and a member's task cards show
 * it: the button with the request's unread count, the live thread in a dialog.
 */
export function RequestThreadButton({ requestId, title }: { requestId: string; title: string }) {
  const unread = useUnreadThreads();
  // A link from an e-mail (?thread=<request id>) opens the thread at once, in one place on the page.
  const [open, setOpen] = useLinkedThreadOpen(requestId);
  return (
    <ThreadButton title={title} unread={unread.countFor(requestId)} open={open} onOpenChange={setOpen}>
      <RequestThread requestId={requestId} />
    </ThreadButton>
  );
}
