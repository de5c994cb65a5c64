// `@agency/web-kit/api`: the HTTP client, its errors and the hooks over it, and what the shell's own pages
// (sign-in, sign-up, account) need: sign-out, edits, the new-password rule. A shared singleton of its own
// that the shell preloads with '/base' (see base.ts): a page opened later needs no other shared code, so a
// failed download is only its own chunk's, which the page's bounded retry handles.
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
export { useRequest, type RequestState, type UseRequestOptions, type UseRequestResult } from './use-request';
export { useCursorList, type CursorPage, type UseCursorListResult } from './use-cursor-list';
export { createPrefetch, type Prefetch } from './prefetch';
export { createSubmissionKey, newIdempotencyKey, useSubmissionKey, type SubmissionKey } from './submission-key';
export { signOut, signOutEverywhere } from './sign-out';
export { useSignOutEverywhere } from './use-sign-out-everywhere';
export { NEW_PASSWORD_RULE, newPasswordPairProblem, PASSWORDS_DO_NOT_MATCH } from './password-rules';
export { changedFields, ifMatch, isStaleEdit } from './edits';
