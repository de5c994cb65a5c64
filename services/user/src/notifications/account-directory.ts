import { callInternal, upstreamError } from '@agency/server-kit';
import type { Role } from '@agency/contracts';

export interface Identity {
  id: string;
  name: string;
  email: string;
  role: Role;
}

const UNAVAILABLE = 'The account service is unavailable.';

/**
 * Whom to e-mail: auth owns names and e-mail addresses, so they are read when a notification is sent
 * (never a copy that a changed address would leave stale).
 */
export function createAccountDirectory({
  authUrl,
  internalToken,
  timeoutMs = 3000,
}: {
  authUrl: string;
  internalToken: string;
  timeoutMs?: number;
}) {
  const options = { internalToken, timeoutMs, unavailableMessage: UNAVAILABLE };
  return {
    /** Null when the account is gone (a removed member, a deleted customer). */
    async identity(id: string): Promise<Identity | null> {
      const answer = await callInternal<Identity & { code?: string; error?: string }>(
        `${authUrl}/internal/accounts/${encodeURIComponent(id)}/identity`,
        options,
      );
      if (answer.status === 404 || answer.status === 400) return null;
      if (answer.status >= 400) throw upstreamError(answer, UNAVAILABLE);
      return answer.body;
    },
    /** Every admin: auth answers a page at a time, and a notification goes to all of them. */
    async admins(): Promise<Identity[]> {
      const admins: Identity[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const answer = await callInternal<{ accounts: Identity[]; nextCursor: string | null; code?: string; error?: string }>(
          `${authUrl}/internal/admin-accounts${query}`,
          options,
        );
        if (answer.status >= 400) throw upstreamError(answer, UNAVAILABLE);
        admins.push(...answer.body.accounts);
        cursor = answer.body.nextCursor ?? null;
      } while (cursor);
      return admins;
    },
  };
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
