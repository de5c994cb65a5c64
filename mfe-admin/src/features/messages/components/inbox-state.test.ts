import { expect, test } from '@jest/globals';
import type { ContactMessage, InboxResponse } from '@agency/contracts/browser';
import { hasMore, inboxOf, markReadInPages } from './inbox-state';

const msg = (id: string, read = false): ContactMessage => ({
  message_id: id,
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  subject: `Subject ${id}`,
  message: 'Hello',
  read,
  created_at: '2026-01-05T15:04:00.000Z',
});
const page = (ids: string[], nextCursor: string | null, total: number, unread: number): InboxResponse => ({
  messages: ids.map((id) => msg(id)),
  unread,
  total,
  nextCursor,
});

test('when further pages are loaded, then the inbox lists them in order with the newest counts, and has more until a page ends it', () => {
  const first = inboxOf([page(['a', 'b'], 'after-b', 5, 5)]);
  expect(hasMore(first)).toBe(true);
  const second = inboxOf([page(['a', 'b'], 'after-b', 5, 5), page(['c', 'd'], 'after-d', 6, 6)]);
  expect(second.messages.map((m) => m.message_id)).toEqual(['a', 'b', 'c', 'd']);
  expect(second).toMatchObject({ total: 6, unread: 6, nextCursor: 'after-d' });
  expect(hasMore(inboxOf([page(['a', 'b'], 'after-b', 6, 6), page(['c', 'd'], 'after-d', 6, 6), page(['e', 'f'], null, 6, 6)]))).toBe(
    false,
  );
});

test('when a message is marked read, then it is read and the unread count drops once', () => {
  const pages = [page(['a', 'b'], 'after-b', 4, 4), page(['c', 'd'], null, 4, 4)];
  const once = markReadInPages(pages, 'c');
  const inbox = inboxOf(once);
  expect(inbox.messages.find((m) => m.message_id === 'c')!.read).toBe(true);
  expect(inbox.unread).toBe(3);
  expect(markReadInPages(once, 'c')).toBe(once);
  expect(markReadInPages(once, 'missing')).toBe(once);
});
