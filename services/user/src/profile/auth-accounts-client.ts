import { CLIENT_ADDRESS_HEADER, type PatchAccountBody, type UpdatePasswordBody } from '@agency/contracts';
import { callInternal, RateLimitedError, upstreamError } from '@agency/server-kit';

export interface AuthAccountsClientOptions {
  authUrl: string;
  internalToken: string;
  /** Short: a profile page should fail fast when auth is down (503), not hang. */
  timeoutMs?: number;
}

const UNAVAILABLE = 'The account service is unavailable. Please try again later.';

/**
 * Auth's internal account API, for the user's own account (Edit Profile, the requester's current name).
 * The person's own bearer token is forwarded: auth checks its version,
 * so a token revoked by a password change is refused here at once.
 */
export function createAuthAccountsClient({ authUrl, internalToken, timeoutMs = 3000 }: AuthAccountsClientOptions) {
  async function call<T>(method: string, path: string, bearer: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const answer = await callInternal<{ error?: string; code?: string } & T>(`${authUrl}${path}`, {
      method,
      body,
      headers,
      bearer,
      internalToken,
      timeoutMs,
      unavailableMessage: UNAVAILABLE,
    });
    if (answer.status === 429) {
      throw new RateLimitedError(
        answer.body?.error ?? 'Too many attempts. Please try again later.',
        Number(answer.headers.get('retry-after')) || 60,
      );
    }
    if (answer.status >= 400) {
      // auth's own error (401 revoked, 404, 409 EMAIL_TAKEN, 400) is what the caller should see.
      throw upstreamError(answer, UNAVAILABLE);
    }
    return answer.body;
  }

  return {
    getAccount: <T>(id: string, bearer: string) => call<T>('GET', `/internal/accounts/${id}`, bearer),
    /**
     * `ifMatch`: the caller's If-Match, passed on (auth refuses a save on an older version with 409);
     * `client` as for changePassword: a new e-mail needs the current password.
     */
    updateAccount: <T>(
      id: string,
      bearer: string,
      patch: PatchAccountBody,
      { ifMatch, client }: { ifMatch?: string; client?: string } = {},
    ) =>
      call<T>('PATCH', `/internal/accounts/${id}`, bearer, patch, {
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
        ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}),
      }),
    /** `client`: the person's address (req.ip), counted by auth's guess limits (not this service's address). */
    changePassword: <T>(id: string, bearer: string, body: UpdatePasswordBody, client: string | undefined) =>
      call<T>('POST', `/internal/accounts/${id}/password`, bearer, body, client ? { [CLIENT_ADDRESS_HEADER]: client } : undefined),
  };
}

export type AuthAccountsClient = ReturnType<typeof createAuthAccountsClient>;
