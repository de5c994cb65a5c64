export { apiRequest, REQUEST_TIMEOUT_MS, type ApiRequestOptions } from './api-client';
export {
  ApiError,
  CONNECTION_ERROR_MESSAGE,
  SLOW_ANSWER_MESSAGE,
  errorMessage,
  failureMessage,
  isApiError,
  isSlowAnswer,
} from './api-error';
export { accountOf, clearSession, getSession, saveSession, subscribe, updateSession, type Session } from './session-store';
export { onUnauthorized } from './unauthorized';
export { signedOutOnPurpose, signOut, signOutEverywhere } from './sign-out';
export { useSignOutEverywhere } from './use-sign-out-everywhere';
export { useSession } from './use-session';
export { useRequest, type RequestState, type UseRequestOptions, type UseRequestResult } from './use-request';
export { useCursorList, type CursorPage, type UseCursorListResult } from './use-cursor-list';
export { usePagedList, type UsePagedListOptions, type UsePagedListResult } from './use-paged-list';
export { createPrefetch, type Prefetch } from './prefetch';
export { formatDate, formatDateTime } from './format-date';
export { newPasswordPairProblem, PASSWORDS_DO_NOT_MATCH } from './password-rules';
export { changedFields, ifMatch, isStaleEdit } from './edits';
export { createSubmissionKey, newIdempotencyKey, useSubmissionKey, type SubmissionKey } from './submission-key';
export { endSession, forgetSessionEnd, readSessionEnd, SESSION_ENDED_MESSAGE, type SessionEndNotice } from './session-end';
export { clearDrafts, discardDraft, hasDraft, useDraft, type Draft, type DraftOptions } from './drafts';
export { useAccountSwitch, watchAccountSwitch } from './account-switch';
export { AGENCY_NAME } from './site';
export { formatPageTitle, onPageTitle, usePageTitle } from './page-title';
export { announce, ANNOUNCER_ID } from './announce';
export { focusInView } from './focus';
export { getThreadFile, getThreadPage, getUnreadThreads, markThreadRead, postThreadMessage } from './threads/thread-api';
export { subscribeThreadEvents, THREAD_POLL_MS, type ThreadEvent } from './threads/live-threads';
export { setUnreadThreads, useUnreadThreads } from './threads/unread-threads';
export { THREAD_UNAVAILABLE_MESSAGE, useRequestThread, type RequestThreadState } from './threads/use-request-thread';
export { useRequestThreadView } from './threads/use-request-thread-view';
export { useLinkedThreadOpen } from './threads/linked-thread';
