export { apiRequest, REQUEST_TIMEOUT_MS, type ApiRequestOptions } from './api-client';
export { ApiError, CONNECTION_ERROR_MESSAGE, errorMessage, failureMessage, isApiError } from './api-error';
export {
  clearSession,
  getSession,
  saveSession,
  subscribe,
  updateSession,
  type LoginResponse,
  type Role,
  type Session,
} from './session-store';
export { onUnauthorized } from './unauthorized';
export { signOut, signOutEverywhere } from './sign-out';
export { useSignOutEverywhere } from './use-sign-out-everywhere';
export { useSession } from './use-session';
export { useRequest, type RequestState, type UseRequestOptions, type UseRequestResult } from './use-request';
export { useCursorList, type CursorPage, type UseCursorListResult } from './use-cursor-list';
export { formatDate, formatDateTime } from './format-date';
export { changedFields, ifMatch, isStaleEdit } from './edits';
export { createSubmissionKey, newIdempotencyKey, useSubmissionKey, type SubmissionKey } from './submission-key';
export { getThreadFile, getThreadPage, getUnreadThreads, markThreadRead, postThreadMessage } from './threads/thread-api';
export { subscribeThreadEvents, THREAD_POLL_MS, type ThreadEvent } from './threads/live-threads';
export { setUnreadThreads, useUnreadThreads } from './threads/unread-threads';
export { THREAD_UNAVAILABLE_MESSAGE, useRequestThread, type RequestThreadState } from './threads/use-request-thread';
export { useRequestThreadView } from './threads/use-request-thread-view';
