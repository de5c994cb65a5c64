import type { AdminMember, ServiceRequest } from '@agency/contracts/browser';
import { errorMessage, isApiError } from '@agency/web-kit';

// Spec section 8: the labels for missing data.
export const requesterName = (request: ServiceRequest) => request.user?.name?.trim() || 'Unknown User';
export const requesterEmail = (request: ServiceRequest) => request.user?.email?.trim() || 'No email provided';
export const domainName = (request: ServiceRequest) => request.domain?.name?.trim() || 'Unknown Domain';

export const ALREADY_PROCESSED_TEXT =
  'This request was already processed by another admin, so your answer was not applied. The list has been refreshed.';

/**
 * What the admin is told when an answer fails, and whether the request has left the queue anyway
 * (another admin answered it, or it no longer exists), so its row can go at once.
 */
export function describeRespondFailure(error: unknown, status: 'approved' | 'rejected'): { text: string; gone: boolean } {
  if (isApiError(error) && error.status === 409) return { text: ALREADY_PROCESSED_TEXT, gone: true };
  if (isApiError(error) && error.status === 404) {
    return { text: 'This request no longer exists. The list has been refreshed.', gone: true };
  }
  const verb = status === 'approved' ? 'approve' : 'reject';
  return { text: `Failed to ${verb} the request: ${errorMessage(error, 'unknown error')}`, gone: false };
}

export function describeRespondSuccess(request: ServiceRequest, status: 'approved' | 'rejected'): string {
  const what = `the ${request.service} request from ${requesterName(request)}`;
  return status === 'approved' ? `Approved ${what}. It now waits for assignment below.` : `Rejected ${what}.`;
}

/** "Asha", "Asha and Ben", "Asha, Ben and Chen". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Assigning a member twice answers their existing task, so the text counts tasks, not creations. */
export function describeAssignment(names: string[], taskCount: number): string {
  const tasks = taskCount === 1 ? '1 task' : `${taskCount} tasks`;
  return `Assigned to ${joinNames(names)}: ${tasks} in the member portal.`;
}

/** Members who can log in first (only they can receive tasks), each group in the server's order. */
export function orderForAssignment(members: AdminMember[]): AdminMember[] {
  return [...members.filter((m) => m.accountId), ...members.filter((m) => !m.accountId)];
}
