import type { InternalAccount } from '@agency/contracts';
import { AppError, callInternal } from '@agency/server-kit';

const UNAVAILABLE = 'The account service is unavailable. Please try again later.';

/** Auth's internal API for member accounts: create, rename, read, delete. Auth owns names and e-mails. */
export function createMemberAccountsClient(authUrl: string | undefined, internalToken: string) {
  async function call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    // Without AUTH_URL nothing can be created: the same answer as auth being down.
    if (!authUrl) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return callInternal<T & { error?: string; code?: string }>(`${authUrl}${path}`, {
      method,
      body,
      headers,
      internalToken,
      unavailableMessage: UNAVAILABLE,
    });
  }
  const fail = (answer: { status: number; body?: { code?: string; error?: string } }, fallback: string) =>
    new AppError(answer.body?.code ?? 'DEPENDENCY_ERROR', answer.body?.error ?? fallback, answer.status);

  return {
    /** `id` is chosen here and is the idempotency key: a repeated call answers the same account. */
    async createAccount(body: { id: string; name: string; email: string; password: string }): Promise<InternalAccount> {
      const answer = await call<InternalAccount>('POST', '/internal/accounts', body);
      if (answer.status !== 201) {
        throw new AppError(answer.body?.code ?? 'DEPENDENCY_ERROR', answer.body?.error ?? 'Failed to add member', answer.status);
      }
      return answer.body;
    },

    /** True when the account is gone afterwards (also when it was already gone). */
    async deleteAccount(id: string): Promise<void> {
      const answer = await call('DELETE', `/internal/accounts/${encodeURIComponent(id)}`);
      if (answer.status >= 400 && answer.status !== 404) {
        throw new AppError(answer.body?.code ?? 'DEPENDENCY_ERROR', answer.body?.error ?? UNAVAILABLE, answer.status);
      }
    },

    /** Name and/or e-mail of a member's login (409 EMAIL_TAKEN); setting values is safe to repeat. */
    async updateAccount(id: string, patch: { name?: string; email?: string }, idempotencyKey: string): Promise<InternalAccount> {
      const answer = await call<InternalAccount>('PATCH', `/internal/member-accounts/${encodeURIComponent(id)}`, patch, {
        'idempotency-key': idempotencyKey,
      });
      if (answer.status !== 200) throw fail(answer, 'Failed to update member');
      return answer.body;
    },

    /** The account's current name and e-mail; null when it is gone. */
    async getIdentity(id: string): Promise<InternalAccount | null> {
      const answer = await call<InternalAccount>('GET', `/internal/accounts/${encodeURIComponent(id)}/identity`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw fail(answer, UNAVAILABLE);
      return answer.body;
    },
  };
}

export type MemberAccountsClient = ReturnType<typeof createMemberAccountsClient>;
