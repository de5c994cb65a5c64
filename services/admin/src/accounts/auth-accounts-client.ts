import {
  CLIENT_ADDRESS_HEADER,
  type InternalAccount,
  type PasswordChangedResponse,
  type PatchAccountBody,
  type UpdatePasswordBody,
  type UpdateProfileResponse,
  type UserProfile,
} from '@agency/contracts';
import { AppError, callInternal, RateLimitedError, upstreamError } from '@agency/server-kit';

const UNAVAILABLE = 'The account service is unavailable. Please try again later.';

/** auth's own answer (401 revoked, 404, 409 EMAIL_TAKEN, 400...) is what the admin should see. */
const fail = upstreamError;

/**
 * Auth's internal account API, the one way this service reaches it: the members' logins (create,
 * rename, read; auth owns names and e-mails) and the signed-in admin's own account (Settings), for
 * which the admin's bearer is forwarded so auth checks it fully (a revoked token is refused at once).
 */
export function createAuthAccountsClient(authUrl: string | undefined, internalToken: string) {
  async function call<T>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; bearer?: string } = {},
  ) {
    // Without AUTH_URL nothing can be reached: the same answer as auth being down.
    if (!authUrl) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return callInternal<T & { error?: string; code?: string }>(`${authUrl}${path}`, {
      method,
      ...options,
      internalToken,
      unavailableMessage: UNAVAILABLE,
    });
  }

  /** A call on the admin's own behalf: auth's guess limits answer 429 with the wait. */
  async function callAsAdmin<T>(method: string, path: string, bearer: string, body?: unknown, headers?: Record<string, string>) {
    const answer = await call<T>(method, path, { body, headers, bearer });
    if (answer.status === 429) {
      throw new RateLimitedError(
        answer.body?.error ?? 'Too many attempts. Please try again later.',
        Number(answer.headers.get('retry-after')) || 60,
      );
    }
    if (answer.status >= 400) throw fail(answer, UNAVAILABLE);
    return answer.body as T;
  }

  const account = (id: string) => `/internal/accounts/${encodeURIComponent(id)}`;

  return {
    /** `id` is chosen here and is the idempotency key: a repeated call answers the same account. */
    async createAccount(body: { id: string; name: string; email: string; password: string }): Promise<InternalAccount> {
      const answer = await call<InternalAccount>('POST', '/internal/accounts', { body });
      if (answer.status !== 201) throw fail(answer, 'Failed to add member');
      return answer.body;
    },

    /** Name and/or e-mail of a member's login (409 EMAIL_TAKEN); setting values is safe to repeat. */
    async updateMemberAccount(id: string, patch: { name?: string; email?: string }, idempotencyKey: string): Promise<InternalAccount> {
      const answer = await call<InternalAccount>('PATCH', `/internal/member-accounts/${encodeURIComponent(id)}`, {
        body: patch,
        headers: { 'idempotency-key': idempotencyKey },
      });
      if (answer.status !== 200) throw fail(answer, 'Failed to update member');
      return answer.body;
    },

    /** The account's current name and e-mail; null when it is gone. */
    async getIdentity(id: string): Promise<InternalAccount | null> {
      const answer = await call<InternalAccount>('GET', `${account(id)}/identity`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw fail(answer, UNAVAILABLE);
      return answer.body;
    },

    getOwnAccount: (id: string, bearer: string) => callAsAdmin<UserProfile>('GET', account(id), bearer),

    /**
     * `ifMatch`: the page's If-Match, passed on (auth refuses a save on an older version with 409);
     * `client`: the admin's address (a new e-mail needs the current password, which auth counts per client).
     */
    updateOwnAccount: (id: string, bearer: string, patch: PatchAccountBody, { ifMatch, client }: { ifMatch?: string; client?: string }) =>
      callAsAdmin<UpdateProfileResponse>('PATCH', account(id), bearer, patch, {
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
        ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}),
      }),

    /** `client`: the admin's address (req.ip), counted by auth's guess limits (not this service's address). */
    changeOwnPassword: (id: string, bearer: string, body: UpdatePasswordBody, client: string | undefined) =>
      callAsAdmin<PasswordChangedResponse>(
        'POST',
        `${account(id)}/password`,
        bearer,
        body,
        client ? { [CLIENT_ADDRESS_HEADER]: client } : undefined,
      ),
  };
}

export type AuthAccountsClient = ReturnType<typeof createAuthAccountsClient>;
