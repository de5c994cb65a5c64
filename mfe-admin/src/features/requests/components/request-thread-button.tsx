import { Button, Dialog, ThreadView, UnreadBadge } from '@agency/ui';
import { useLinkedThreadOpen, useRequestThreadView, useUnreadThreads } from '@agency/web-kit';

function RequestThread({ requestId }: { requestId: string }) {
  return <ThreadView {...useRequestThreadView(requestId)} />;
}

/** "Messages" with the request's unread count; opens the request's thread in a dialog. */
export function RequestThreadButton({ requestId, title }: { requestId: string; title: string }) {
  // A link from an e-mail (?thread=<request id>) opens the thread straight away (once per page).
  const [open, setOpen] = useLinkedThreadOpen(requestId);
  const unread = useUnreadThreads();
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="open-thread">
        Messages
        <UnreadBadge count={unread.countFor(requestId)} />
      </Button>
      {open && (
        <Dialog title={`Messages · ${title}`} onClose={() => setOpen(false)}>
          <RequestThread requestId={requestId} />
        </Dialog>
      )}
    </>
  );
}
