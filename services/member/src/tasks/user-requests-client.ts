import { callInternal } from '@agency/server-kit';

export interface UserRequestsClientOptions {
  userUrl: string;
  internalToken: string;
  timeoutMs?: number;
}

export type RequestProgress = 'in_progress' | 'completed';

/**
 * The user service owns service requests; this is how a member's work shows in the customer's
 * timeline. Throws 503 DEPENDENCY_UNAVAILABLE when the user service is down or slow; answers
 * with the status it got otherwise.
 */
export function createUserRequestsClient({ userUrl, internalToken, timeoutMs = 3000 }: UserRequestsClientOptions) {
  return {
    async reportProgress(requestId: string, status: RequestProgress): Promise<number> {
      const url = new URL(`/internal/requests/${encodeURIComponent(requestId)}/progress`, userUrl).href;
      const answer = await callInternal(url, {
        method: 'POST',
        body: { status },
        internalToken,
        timeoutMs,
        unavailableMessage: 'Request tracking is unavailable right now; your task was not changed',
      });
      return answer.status;
    },
  };
}

export type UserRequestsClient = ReturnType<typeof createUserRequestsClient>;
