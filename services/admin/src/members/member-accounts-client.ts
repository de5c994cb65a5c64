import type { InternalAccount } from '@agency/contracts';
import { AppError, callInternal } from '@agency/server-kit';

const UNAVAILABLE = 'The account service is unavailable. Please try again later.';

/** Auth's internal API for member accounts (POST/DELETE /internal/accounts). */
export function createMemberAccountsClient(authUrl: string | undefined, internalToken: string) {
  async function call<T>(method: string, path: string, body?: unknown) {
    // Without AUTH_URL nothing can be created: the same answer as auth being down.
    if (!authUrl) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return callInternal<T & { error?: string; code?: string }>(`${authUrl}${path}`, {
      method,
      body,
      internalToken,
      unavailableMessage: UNAVAILABLE,
    });
  }

  return {
    async createAccount(body: { name: string; email: string; password: string }): Promise<InternalAccount> {
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
  };
}

export type MemberAccountsClient = ReturnType<typeof createMemberAccountsClient>;
