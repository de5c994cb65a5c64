// Idempotency keys for POSTs that create something. One key per submission attempt: pressing Submit
// again with the same content (after a 504, a time-out, a lost connection) sends the same key, so the
// server answers the first outcome instead of creating a second record; changed content, or a new
// submission after a success, gets a fresh key.
import { useRef } from 'react';

/** A random key (UUID v4 shape); crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKey {
  /** The key for submitting `body`: the previous one while the content is unchanged, else a new one. */
  keyFor(body: unknown): string;
  /** The submission succeeded: the next one is a new submission with a new key. */
  reset(): void;
}

export function createSubmissionKey(): SubmissionKey {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(body) {
      const content = JSON.stringify(body ?? null);
      if (current?.content !== content) current = { content, key: newIdempotencyKey() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}

/** A form's submission key, kept across renders. */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<SubmissionKey | null>(null);
  key.current ??= createSubmissionKey();
  return key.current;
}
