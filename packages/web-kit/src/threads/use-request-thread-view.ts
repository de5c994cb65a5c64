import { useCallback } from 'react';
import { THREAD_FILE_MAX_BYTES, THREAD_FILE_MAX_COUNT } from '@agency/contracts/browser';
import { formatDateTime } from '../format-date';
import { useSession } from '../use-session';
import { getThreadFile } from './thread-api';
import { THREAD_UNAVAILABLE_MESSAGE, useRequestThread } from './use-request-thread';

// What the file picker offers; the service decides by content whatever the picker let through.
const ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.webp,.txt,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf,image/png,image/jpeg,image/webp,text/plain,application/zip';

/**
 * Everything @agency/ui's ThreadView needs for one request's thread, so the customer's, the admin's and
 * the member's pages each render `<ThreadView {...useRequestThreadView(id)} />` and nothing more.
 */
export function useRequestThreadView(requestId: string) {
  const thread = useRequestThread(requestId);
  const session = useSession();
  const loadFile = useCallback((fileId: string) => getThreadFile(requestId, fileId), [requestId]);
  return {
    status: thread.status,
    messages: thread.messages,
    offline: thread.offline,
    hasOlder: thread.hasOlder,
    loadingOlder: thread.loadingOlder,
    onLoadOlder: thread.loadOlder,
    onRetry: thread.retry,
    onSend: thread.send,
    loadFile,
    viewerId: session?.userId ?? '',
    unavailableText: THREAD_UNAVAILABLE_MESSAGE,
    formatTime: formatDateTime,
    limits: { maxFiles: THREAD_FILE_MAX_COUNT, maxBytes: THREAD_FILE_MAX_BYTES, accept: ACCEPT },
  };
}
