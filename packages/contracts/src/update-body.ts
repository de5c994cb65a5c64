import { z } from 'zod';

/**
 * An update body must change something: at least one of `fields` present. zod drops keys a schema does
 * not know, so `{}` and `{"nmae":"x"}` both arrive empty and would otherwise be "updated" with nothing.
 * Proofs that ride along (a current password) are not fields to change and are left out of `fields`.
 */
export function requireChange<T extends z.ZodObject>(schema: T, fields: ReadonlyArray<keyof z.infer<T> & string>, message: string) {
  return schema.refine((body: Record<string, unknown>) => fields.some((field) => body[field] !== undefined), { error: message });
}
