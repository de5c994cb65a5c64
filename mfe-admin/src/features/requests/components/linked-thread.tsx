import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ServiceRequest } from '@agency/contracts/browser';
import { Dialog, ThreadView } from '@agency/ui';
import { useRequestThreadView } from '@agency/web-kit';

function Thread({ requestId }: { requestId: string }) {
  return <ThreadView {...useRequestThreadView(requestId)} />;
}

/**
 * The thread an admin's e-mail links to (`?thread=<request id>`) when its request is not among the cards
 * on this page (completed, rejected, or further down a list): opened on its own. A request that is on
 * the page opens from its own Messages button instead.
 */
export function LinkedThread({ lists }: { lists: Array<{ status: string; data?: ServiceRequest[] }> }) {
  const [params] = useSearchParams();
  const [closed, setClosed] = useState(false);
  const requestId = params.get('thread');
  if (!requestId || closed || lists.some((list) => list.status === 'loading')) return null;
  if (lists.some((list) => list.data?.some((request) => request.req_id === requestId))) return null;
  return (
    <Dialog title="Messages" onClose={() => setClosed(true)}>
      <Thread requestId={requestId} />
    </Dialog>
  );
}
