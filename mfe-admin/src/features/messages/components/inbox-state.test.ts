import { expect, test } from '@jest/globals';
import type { ContactMessage, InboxResponse } from '@agency/contracts/browser';
import { appendPage, firstPage, hasMore, markReadInPages } from './inbox-state';

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
const page = (ids: string[], p: number, total: number, unread: number): InboxResponse => ({
  messages: ids.map((id) => msg(id)),
  unread,
  total,
  page: p,
  limit: 2,
});

test('when a further page overlaps the loaded one (a new message shifted the offsets), then repeats are dropped', () => {
  const first = firstPage(page(['a', 'b'], 1, 5, 5));
  expect(hasMore(first)).toBe(true);
  const second = appendPage(first, page(['b', 'c'], 2, 6, 6));
  expect(second.messages.map((m) => m.message_id)).toEqual(['a', 'b', 'c']);
  expect(second).toMatchObject({ page: 2, total: 6, unread: 6 });
  expect(hasMore(appendPage(second, page(['d', 'e'], 3, 6, 6)))).toBe(false);
});

test('when a message is marked read, then it is read and the unread count drops once', () => {
  const pages = [page(['a', 'b'], 1, 4, 4), page(['c', 'd'], 2, 4, 4)];
  const once = markReadInPages(pages, 'c');
  const inbox = appendPage(firstPage(once[0]!), once[1]!);
  expect(inbox.messages.find((m) => m.message_id === 'c')!.read).toBe(true);
  expect(inbox.unread).toBe(3);
  expect(markReadInPages(once, 'c')).toBe(once);
  expect(markReadInPages(once, 'missing')).toBe(once);
});
