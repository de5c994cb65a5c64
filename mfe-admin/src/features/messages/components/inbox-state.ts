import type { ContactMessage, InboxResponse } from '@agency/contracts/browser';

/** The inbox as loaded so far: pages 1..page, newest first. */
export interface Inbox {
  messages: ContactMessage[];
  total: number;
  unread: number;
  page: number;
  limit: number;
}

export function firstPage(response: InboxResponse): Inbox {
  return { messages: response.messages, total: response.total, unread: response.unread, page: response.page, limit: response.limit };
}

/**
 * Adds the next page. Paging is by offset, so a message that arrived meanwhile shifts older ones into
 * the next page: those repeats are dropped. Counts are the newest the server gave.
 */
export function appendPage(inbox: Inbox, response: InboxResponse): Inbox {
  const seen = new Set(inbox.messages.map((m) => m.message_id));
  const fresh = response.messages.filter((m) => !seen.has(m.message_id));
  return { ...inbox, messages: [...inbox.messages, ...fresh], total: response.total, unread: response.unread, page: response.page };
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

export const hasMore = (inbox: Inbox) => inbox.page * inbox.limit < inbox.total;
