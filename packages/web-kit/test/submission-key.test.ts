import { createSubmissionKey, newIdempotencyKey } from '../src/submission-key';

describe('submission keys', () => {
  test('when the same content is submitted again (a retry after a 504), then the same key is sent', () => {
    const submission = createSubmissionKey();
    const first = submission.keyFor({ service: 'Technical Support', domain_id: 'd1' });
    expect(submission.keyFor({ service: 'Technical Support', domain_id: 'd1' })).toBe(first);
  });

  test('when the content changed or the last submission succeeded, then a new key is sent', () => {
    const submission = createSubmissionKey();
    const first = submission.keyFor({ message: 'Hello' });
    const edited = submission.keyFor({ message: 'Hello again' });
    expect(edited).not.toBe(first);
    submission.reset();
    expect(submission.keyFor({ message: 'Hello again' })).not.toBe(edited);
  });

  test('when keys are made, then they are random UUIDs, also without crypto.randomUUID (plain http on a LAN address)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
