/** The choices of the Profile page's 'Session Timeout (hours)' select. */
export const SESSION_TIMEOUT_HOURS = [1, 2, 4, 8, 12, 24] as const;
/** What an admin who never chose gets (the spec's default); other roles' tokens keep auth's own lifetime. */
export const DEFAULT_SESSION_TIMEOUT_HOURS = 24;
