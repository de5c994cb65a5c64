import { z } from 'zod';
import { passwordChangedResponseSchema, updateProfileResponseSchema, userProfileSchema } from './account';
import { adminAccountsPageSchema, internalAccountSchema } from './auth';

// Auth's internal API (x-internal-token; the gateway never proxies /internal): each call's path and the
// shape of its answer. server-kit's `createAuthClient` is its one client and checks every answer here.

const account = (id: string) => `/internal/accounts/${encodeURIComponent(id)}`;

/** GET /internal/accounts/:id/token-version: tokens older than `tokenVersion`, or of a listed session, are revoked. */
export const sessionStateAnswerSchema = z.object({ tokenVersion: z.number(), revokedSessions: z.array(z.string()) });
export type SessionStateAnswer = z.infer<typeof sessionStateAnswerSchema>;

export const authInternalApi = {
  /** A member's login, created by admin; the body's `id` is the idempotency key. */
  createAccount: { method: 'POST', path: () => '/internal/accounts', answer: internalAccountSchema },
  /** The rest of `account(id)` are on the person's own behalf: their bearer token is forwarded. */
  getAccount: { method: 'GET', path: account, answer: userProfileSchema },
  updateAccount: { method: 'PATCH', path: account, answer: updateProfileResponseSchema },
  changePassword: { method: 'POST', path: (id: string) => `${account(id)}/password`, answer: passwordChangedResponseSchema },
  tokenVersion: { method: 'GET', path: (id: string) => `${account(id)}/token-version`, answer: sessionStateAnswerSchema },
  /** The current name and e-mail (404 once the account is gone). */
  identity: { method: 'GET', path: (id: string) => `${account(id)}/identity`, answer: internalAccountSchema },
  adminAccounts: {
    method: 'GET',
    path: (cursor: string | null) => `/internal/admin-accounts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    answer: adminAccountsPageSchema,
  },
  updateMemberAccount: {
    method: 'PATCH',
    path: (id: string) => `/internal/member-accounts/${encodeURIComponent(id)}`,
    answer: internalAccountSchema,
  },
  /** Sent through admin's outbox (a cancelled member's login), so it reaches auth however late. */
  deleteAccount: { method: 'DELETE', path: account, answer: z.object({ deleted: z.literal(true) }) },
} as const;
