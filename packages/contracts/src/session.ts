/** The spec's localStorage keys for the browser session (only @agency/web-kit touches storage). */
export const SESSION_KEYS = {
  token: 'token',
  role: 'role',
  firstLogin: 'firstLogin',
  userName: 'userName',
  userEmail: 'userEmail',
  userId: 'userId',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
