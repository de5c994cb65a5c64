import type { z } from 'zod';
import { AppError } from '@agency/server-kit';

/**
 * Parses a body or query with a contract schema. The first issue's own text is the error, without
 * the field path the generic handler adds, so the admin pages can show the spec's exact messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid input', 400);
}

export function parseId(id: unknown, what: string): string {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/i.test(id)) throw new AppError('INVALID_ID', `Invalid ${what} id`, 400);
  return id;
}
