// `@agency/web-kit/api`: the HTTP client, its errors and the hooks over it that public pages use too
// (a shared singleton of its own, loaded by the first page that calls the API; see base.ts).
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
export { createPrefetch, type Prefetch } from './prefetch';
export { createSubmissionKey, newIdempotencyKey, useSubmissionKey, type SubmissionKey } from './submission-key';
