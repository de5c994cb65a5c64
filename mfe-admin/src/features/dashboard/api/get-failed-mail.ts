import type { FailedMail, FailedMailList } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/**
 * The e-mails the mail server refused for good: auth (reset, e-mail change) and user (notifications) each
 * keep their own outbox, so both lists are asked for and joined, newest first.
 */
export async function getFailedMail(signal?: AbortSignal): Promise<FailedMailList> {
  const lists = await Promise.all(
    ['/api/auth/failed-mail', '/api/user/failed-mail'].map((path) => apiRequest<FailedMailList>(path, { signal })),
  );
  return joinFailedMail(lists);
}

export function joinFailedMail(lists: FailedMailList[]): FailedMailList {
  const mails: FailedMail[] = lists.flatMap((list) => list.mails).sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  return { count: lists.reduce((sum, list) => sum + list.count, 0), mails };
}
