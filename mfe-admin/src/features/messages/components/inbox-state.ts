import type { ContactMessage, InboxResponse } from '@agency/contracts/browser';

/** The inbox as loaded so far, newest first; the counts and the next page's cursor are the newest the server gave. */
export interface Inbox {
  messages: ContactMessage[];
  total: number;
  unread: number;
  nextCursor: string | null;
}

/** The loaded pages as one inbox. Each page is read after the previous one's last message, so none repeats. */
export function inboxOf(pages: InboxResponse[]): Inbox {
  const last = pages[pages.length - 1]!;
  return { messages: pages.flatMap((page) => page.messages), total: last.total, unread: last.unread, nextCursor: last.nextCursor };
}

/**
 * The cached pages with one message read: the message in whichever page holds it, and the unread count
 * (each page carries the whole inbox's) down by one. Unchanged when it was read or is not there.
 */
export function markReadInPages(pages: InboxResponse[], messageId: string): InboxResponse[] {
  if (!pages.some((page) => page.messages.some((m) => m.message_id === messageId && !m.read))) return pages;
  return pages.map((page) => ({
    ...page,
    messages: page.messages.map((m) => (m.message_id === messageId ? { ...m, read: true } : m)),
    unread: Math.max(0, page.unread - 1),
  }));
}

export const hasMore = (inbox: Inbox) => inbox.nextCursor !== null;
