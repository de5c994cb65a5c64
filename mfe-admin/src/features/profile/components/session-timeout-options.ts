/**
 * The 'Session Timeout (hours)' choices (spec §9). Same list as SESSION_TIMEOUT_HOURS in
 * @agency/contracts (a value import would pull zod into this chunk; the test checks they agree).
 */
export const SESSION_TIMEOUT_OPTIONS: readonly number[] = [1, 2, 4, 8, 12, 24];
