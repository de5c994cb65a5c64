// `@agency/web-kit/base`: what the first paint of any page needs (the session and its end, page titles,
// announcements). A shared singleton of its own, so a visitor's first load of a public page downloads
// this and not the rest of the kit (HTTP client, threads, drafts, lists), which `@agency/web-kit`
// re-exports with it. The same modules either way: one session store for every entry.
export { accountOf, clearSession, getSession, saveSession, subscribe, updateSession, type Session } from './session-store';
export { onUnauthorized } from './unauthorized';
export { useSession } from './use-session';
export { endSession, forgetSessionEnd, readSessionEnd, SESSION_ENDED_MESSAGE, type SessionEndNotice } from './session-end';
export { signedOutOnPurpose } from './signed-out-on-purpose';
export { AGENCY_NAME } from './site';
export { formatPageTitle, onPageTitle, usePageTitle } from './page-title';
export { announce, ANNOUNCER_ID } from './announce';
export { focusInView } from './focus';
export { useAfterHydration } from './after-hydration';
export { formAction } from './form-action';
export { initials } from './initials';
