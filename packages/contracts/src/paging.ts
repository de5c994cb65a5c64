import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from './constants/admin';

/**
 * ?cursor=&limit= of a list read a page at a time (the house's one paging style): `cursor` is the
 * previous answer's `nextCursor` (absent: the first page). An absurd limit is clamped, not refused. A
 * cursor holds a position (a date or a name, and an id), so it stays well under 500 characters.
 */
export const pageQueryOf = (defaultLimit: number, maxLimit = PAGE_MAX_LIMIT) =>
  z.object({
    cursor: z.string().max(500).optional(),
    limit: z.coerce
      .number()
      .int()
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((n) => Math.min(Math.max(n, 1), maxLimit)),
  });

export const pageQuerySchema = pageQueryOf(PAGE_DEFAULT_LIMIT);
export type PageQuery = z.infer<typeof pageQuerySchema>;
