// services/auth: sign-up, sign-in (with the admin's second factor), passwords, the signed-in account.
import * as c from '../index';
import type { ApiRoute } from './route';

const ADMIN = ['admin'] as const;
const ANY = ['user', 'member', 'admin'] as const;
const RATE_LIMITED = 'RATE_LIMITED: too many failed attempts from this address or for this account; Retry-After says when to try again.';
const TOO_COMMON = 'PASSWORD_TOO_COMMON: the new password is one of the ~49,000 most common passwords.';
const FIRST_LOGIN = 'PASSWORD_CHANGE_REQUIRED: a member who has not changed the first-login password yet.';

export const authRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/auth/signup',
    tag: 'Sign-in',
    summary: 'Create a customer account (role user) and sign in',
    body: c.signupBodySchema,
    answer: c.signupResponseSchema,
    created: true,
    errors: {
      400: TOO_COMMON,
      409: 'EMAIL_TAKEN: an account with this e-mail exists.',
      429: 'RATE_LIMITED: more than 20 sign-ups from this address in an hour; Retry-After says when to try again.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Sign-in',
    summary: 'Sign in with e-mail, password and role',
    description:
      'An admin with two-factor sign-in on gets `{ twoFactorRequired: true, challenge }` (5 minutes) instead of a session: finish with POST /api/auth/login/2fa.',
    body: c.loginBodySchema,
    answer: c.loginResultSchema,
    errors: { 401: 'INVALID_CREDENTIALS: wrong password, unknown e-mail or another role (one answer for all three).', 429: RATE_LIMITED },
  },
  {
    method: 'post',
    path: '/api/auth/login/2fa',
    tag: 'Sign-in',
    summary: 'Finish an admin sign-in with an authenticator code or a recovery code',
    body: c.twoFactorLoginBodySchema,
    answer: c.loginResponseSchema,
    errors: {
      401: 'INVALID_TWO_FACTOR_CODE: wrong or already used code (counted like a wrong password); TWO_FACTOR_CHALLENGE_EXPIRED: the challenge is older than 5 minutes or forged.',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    tag: 'Passwords',
    summary: 'Change the own password (a first-login member sends no current password)',
    description: 'Revokes older tokens and answers a fresh one with firstLogin false.',
    roles: ANY,
    body: c.changePasswordBodySchema,
    answer: c.changePasswordResponseSchema,
    errors: {
      400: `INVALID_CURRENT_PASSWORD: the current password is wrong (counted like a wrong login); ${TOO_COMMON}`,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Passwords',
    summary: 'E-mail a single-use reset link',
    description: 'Answers the same message whether or not the account exists.',
    body: c.forgotPasswordBodySchema,
    answer: c.messageResponseSchema,
    errors: {
      429: 'RATE_LIMITED: more than 10 requests from this address in 15 minutes, or 3 for the same e-mail in an hour (known or not); Retry-After says when.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Passwords',
    summary: 'Choose a new password with the token of a reset link',
    body: c.resetPasswordBodySchema,
    answer: c.messageResponseSchema,
    errors: {
      400: `INVALID_RESET_TOKEN: the link is unknown, used or expired; ${TOO_COMMON}`,
      429: 'RATE_LIMITED: more than 10 invalid links from this address in 15 minutes.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password/check',
    tag: 'Passwords',
    summary: 'Whether a reset link still works, without using it up',
    description: 'Answers only valid true or false: nothing about the account. Invalid links count in the same limit as the reset itself.',
    body: c.checkResetLinkBodySchema,
    answer: c.checkResetLinkResponseSchema,
    errors: {
      429: 'RATE_LIMITED: more than 10 invalid links from this address in 15 minutes.',
    },
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Account',
    summary: 'The signed-in account: name, e-mail, phone',
    roles: ANY,
    answer: c.userProfileSchema,
    errors: { 403: FIRST_LOGIN },
  },
  {
    method: 'put',
    path: '/api/auth/me',
    tag: 'Account',
    summary: 'Change the own name, e-mail or phone',
    description:
      'Only the fields sent change. Answers a fresh token (same session, same `exp`): name and e-mail are claims in it. If-Match: "<version>" (from GET) refuses a save made on an older copy. A new e-mail needs `currentPassword`; it becomes the sign-in address only when the single-use link mailed to it (24 h) is opened (`pendingEmail` in the answer), and the old address is told at once.',
    roles: ANY,
    body: c.patchAccountBodySchema,
    answer: c.updateProfileResponseSchema,
    errors: {
      400: 'VALIDATION_FAILED: a new e-mail without currentPassword; INVALID_CURRENT_PASSWORD: it is wrong.',
      403: FIRST_LOGIN,
      409: 'EMAIL_TAKEN: another account has this e-mail; STALE_VERSION.',
      429: `${RATE_LIMITED} Also more e-mail changes than 3 per account or 10 per client an hour, or 3 per new address a day.`,
    },
  },
  {
    method: 'post',
    path: '/api/auth/confirm-email',
    tag: 'Account',
    summary: 'Make the pending new e-mail the sign-in address, with the token of the link mailed to it',
    description: 'Single use; signs the account out everywhere (its tokens carried the old e-mail).',
    body: c.confirmEmailBodySchema,
    answer: c.confirmEmailResponseSchema,
    errors: {
      400: 'INVALID_EMAIL_CHANGE_TOKEN: the link is unknown, used, expired or outdated by a password change.',
      409: 'EMAIL_TAKEN: another account took the address meanwhile.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Sign-in',
    summary: 'Sign out: this token stops working on every service within 10 s',
    roles: ANY,
    answer: c.messageResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout-all',
    tag: 'Sign-in',
    summary: 'Sign out of all devices: every token of the account stops working within 10 s',
    roles: ANY,
    answer: c.messageResponseSchema,
  },
  {
    method: 'get',
    path: '/api/auth/failed-mail',
    tag: 'Admin security',
    summary: 'E-mails the mail server refused for good (5xx), newest 50, and how many in all',
    description:
      'Temporary failures (4xx, no connection, time-out) are retried with back-off and never listed here unless given up on after 3 days.',
    roles: ADMIN,
    answer: c.failedMailListSchema,
  },
  {
    method: 'get',
    path: '/api/auth/me/security',
    tag: 'Admin security',
    summary: "The admin's two-factor state and session timeout",
    roles: ADMIN,
    answer: c.securitySettingsSchema,
  },
  {
    method: 'put',
    path: '/api/auth/me/session-timeout',
    tag: 'Admin security',
    summary: "Set how long the admin's tokens last (1, 2, 4, 8, 12 or 24 hours)",
    description:
      'Answers a fresh token of this session: a shorter choice ends the session within it at once, a longer one applies from the next sign-in (a session never ends later than it was to).',
    roles: ADMIN,
    body: c.updateSessionTimeoutBodySchema,
    answer: c.updateSessionTimeoutResponseSchema,
  },
  {
    method: 'post',
    path: '/api/auth/me/2fa/setup',
    tag: 'Admin security',
    summary: 'Start two-factor enrolment: a pending TOTP secret and its QR code',
    description: 'The only answer that ever carries the secret (Cache-Control: no-store). Two-factor stays off until confirmed.',
    roles: ADMIN,
    answer: c.twoFactorSetupResponseSchema,
    errors: { 409: 'TWO_FACTOR_ALREADY_ENABLED.' },
  },
  {
    method: 'post',
    path: '/api/auth/me/2fa/confirm',
    tag: 'Admin security',
    summary: 'Turn two-factor sign-in on with a first code; answers 10 single-use recovery codes',
    roles: ADMIN,
    body: c.confirmTwoFactorBodySchema,
    answer: c.confirmTwoFactorResponseSchema,
    errors: {
      400: 'INVALID_TWO_FACTOR_CODE: the code does not match the pending secret.',
      409: 'TWO_FACTOR_NOT_STARTED: no pending set-up; TWO_FACTOR_ALREADY_ENABLED.',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/auth/me/2fa/disable',
    tag: 'Admin security',
    summary: 'Turn two-factor sign-in off with a current code or the password',
    roles: ADMIN,
    body: c.disableTwoFactorBodySchema,
    answer: c.disableTwoFactorResponseSchema,
    errors: { 400: 'INVALID_TWO_FACTOR_CODE or INVALID_CURRENT_PASSWORD.', 429: RATE_LIMITED },
  },
];
