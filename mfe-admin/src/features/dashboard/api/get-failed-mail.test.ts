import { expect, test } from '@jest/globals';
import { joinFailedMail } from './get-failed-mail';

const mail = (id: string, failedAt: string) => ({
  id,
  kind: 'mail',
  to: `${id}@example.com`,
  subject: id,
  error: '550',
  attempts: 1,
  failedAt,
});

test('when auth and the user service each list failed e-mails, then the dashboard shows their total and all of them, newest first', () => {
  const auth = { count: 3, mails: [mail('reset', '2026-01-02T00:00:00.000Z')] };
  const user = { count: 1, mails: [mail('notice', '2026-01-03T00:00:00.000Z')] };
  const joined = joinFailedMail([auth, user]);
  expect(joined.count).toBe(4);
  expect(joined.mails.map((m) => m.id)).toEqual(['notice', 'reset']);
});
