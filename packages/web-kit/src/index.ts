// The whole kit. Pages of signed-in areas import this; code on a visitor's first paint imports
// `@agency/web-kit/base` (and `/api` when it calls the API), so it does not download the rest.
export * from './base';
export * from './api';
export { formatDateTime } from './format-date';
export { clearDrafts, discardDraft, hasDraft, useDraft, type Draft, type DraftOptions } from './drafts';
export { useAccountSwitch, watchAccountSwitch } from './account-switch';
export { getThreadFile, getThreadPage, getUnreadThreads, markThreadRead, postThreadMessage } from './threads/thread-api';
export { subscribeThreadEvents, THREAD_POLL_MS, type ThreadEvent } from './threads/live-threads';
export { setUnreadThreads, useUnreadThreads } from './threads/unread-threads';
export { THREAD_UNAVAILABLE_MESSAGE, useRequestThread, type RequestThreadState } from './threads/use-request-thread';
export { useRequestThreadView } from './threads/use-request-thread-view';
export { useLinkedThreadOpen } from './threads/linked-thread';
