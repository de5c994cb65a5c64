import {
  authInternalApi,
  CLIENT_ADDRESS_HEADER,
  type AdminAccountsPage,
  type CreateMemberAccountBody,
  type InternalAccount,
  type PatchAccountBody,
  type UpdatePasswordBody,
} from '@agency/contracts';
import type { z } from 'zod';
import { AppError, RateLimitedError, upstreamError } from './app-error';
import { callInternal, type InternalAnswer } from './call-internal';

const UNAVAILABLE = 'The account service is unavailable. Please try again later.';

export interface AuthClientOptions {
  /** Unset: nothing can be reached, the same answer as auth being down (503). */
  authUrl: string | undefined;
  internalToken: string;
  /** Short: a page should fail fast when auth is down (503), not hang. */
  timeoutMs?: number;
}

interface CallOptions {
  body?: unknown;
  /** The person's own token, for calls on their behalf: auth checks it fully (a revoked token is refused at once). */
  bearer?: string;
  headers?: Record<string, string>;
}

type Operation = (typeof authInternalApi)[keyof typeof authInternalApi];

/**
 * The one way a service reaches auth's internal API (declared in contracts' `authInternalApi`). Auth's
 * refusals are mapped once: 429 keeps auth's wait (Retry-After), any other 4xx is auth's own code and
 * text, which is what the caller's client should see. An answer that does not match its schema is a
 * dependency failing (503), never a cast.
 */
export function createAuthClient({ authUrl, internalToken, timeoutMs = 3000 }: AuthClientOptions) {
  async function send(op: Operation, path: string, options: CallOptions = {}): Promise<InternalAnswer<unknown>> {
    if (!authUrl) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return callInternal(`${authUrl}${path}`, { method: op.method, ...options, internalToken, timeoutMs, unavailableMessage: UNAVAILABLE });
  }

  async function call<S extends z.ZodType>(op: Operation & { answer: S }, path: string, options?: CallOptions): Promise<z.output<S>> {
    return checked(op.answer, refuseErrors(await send(op, path, options)));
  }

  /** On a person's behalf: `client` is their address, counted by auth's guess limits (not this service's). */
  const onBehalf = (bearer: string, body: unknown, { ifMatch, client }: { ifMatch?: string; client?: string } = {}): CallOptions => ({
    bearer,
    body,
    headers: { ...(ifMatch ? { 'if-match': ifMatch } : {}), ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}) },
  });

  const api = authInternalApi;
  return {
    /** `body.id` is chosen by the caller and is the idempotency key: a repeated call answers the same account. */
    createAccount: (body: CreateMemberAccountBody) => call(api.createAccount, api.createAccount.path(), { body }),

    /** Name and/or e-mail of a member's login (409 EMAIL_TAKEN); setting values is safe to repeat. */
    updateMemberAccount: (id: string, patch: { name?: string; email?: string }, idempotencyKey: string) =>
      call(api.updateMemberAccount, api.updateMemberAccount.path(id), { body: patch, headers: { 'idempotency-key': idempotencyKey } }),

    /** The account's current name and e-mail; null when it is gone (or the id can never be one). */
    async identity(id: string): Promise<InternalAccount | null> {
      const answer = await send(api.identity, api.identity.path(id));
      if (answer.status === 404 || answer.status === 400) return null;
      return checked(api.identity.answer, refuseErrors(answer));
    },

    /** Every admin: auth answers a page at a time. */
    async adminAccounts(): Promise<InternalAccount[]> {
      const admins: InternalAccount[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminAccountsPage = await call(api.adminAccounts, api.adminAccounts.path(cursor));
        admins.push(...page.accounts);
        cursor = page.nextCursor;
      } while (cursor);
      return admins;
    },

    getAccount: (id: string, bearer: string) => call(api.getAccount, api.getAccount.path(id), { bearer }),

    /** `ifMatch`: the page's If-Match, passed on (auth refuses a save on an older version with 409); a new e-mail needs the password, counted per `client`. */
    updateAccount: (id: string, bearer: string, patch: PatchAccountBody, options: { ifMatch?: string; client?: string } = {}) =>
      call(api.updateAccount, api.updateAccount.path(id), onBehalf(bearer, patch, options)),

    changePassword: (id: string, bearer: string, body: UpdatePasswordBody, client: string | undefined) =>
      call(api.changePassword, api.changePassword.path(id), onBehalf(bearer, body, { client })),
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;

function refuseErrors(answer: InternalAnswer<unknown>): InternalAnswer<unknown> {
  if (answer.status < 400) return answer;
  const body = (answer.body ?? {}) as { code?: unknown; error?: unknown };
  if (answer.status === 429) {
    const message = typeof body.error === 'string' ? body.error : 'Too many attempts. Please try again later.';
    throw new RateLimitedError(message, Number(answer.headers.get('retry-after')) || 60);
  }
  throw upstreamError({ status: answer.status, body }, UNAVAILABLE);
}

function checked<S extends z.ZodType>(schema: S, answer: InternalAnswer<unknown>): z.output<S> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
  return parsed.data;
}
